import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";
import { chromiumEnv, chromiumLauncher } from "./chromium.ts";

test("chromium.sh passes one --disable-features and one --enable-features, each holding every list given", () => {
  // `echo` stands in for the browser: it prints the arguments it was given.
  const said = execFileSync(
    chromiumLauncher,
    [
      "--headless",
      "--disable-features=PaintHolding,HttpsUpgrades",
      "--enable-features=A",
      "--no-sandbox",
      "--disable-features=WebUIOmniboxPopup",
      "--user-data-dir=/tmp/x y",
    ],
    { env: chromiumEnv("/bin/echo"), encoding: "utf8" },
  );
  expect(said.trim()).toBe(
    "--headless --no-sandbox --user-data-dir=/tmp/x y --disable-features=PaintHolding,HttpsUpgrades,WebUIOmniboxPopup --enable-features=A",
  );
});
