/**
 * A guide that links a page the site does not have, or names a package that has no file, stops
 * the build at its first step (prebuild/content-check-cli.ts, what `npm run build` runs first),
 * which names the guide's file, its language and what it links. Run on a copy of the content
 * (tests/support/content-copy.ts), without a browser.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { localizedPath } from "../../app/copy/pages.ts";
import { projectRoot } from "../../project/output.ts";
import { contentCopies } from "../support/content-copy.ts";

const { contentCopy } = contentCopies();

test("a guide linking a missing page or package stops the build, naming the file, language and link", () => {
  const [name] = readdirSync(join(projectRoot, "content/guides")).filter((file) =>
    file.endsWith(".json"),
  );
  const file = `content/guides/${name}`;
  const missingPage = `${localizedPath("tours", "id")}/kyoto-by-night`;
  const { root, edit } = contentCopy();
  edit(file, (data) => {
    data.id.body += `\n\nLihat [paket baru](${missingPage}).`;
    data.en.relatedPackages = [...data.en.relatedPackages, "kyoto-by-night"];
    data.id.relatedPackages = data.en.relatedPackages;
  });
  const run = spawnSync(process.execPath, ["prebuild/content-check-cli.ts"], {
    cwd: projectRoot,
    env: { ...process.env, CONTENT_ROOT: root, VITE_SITE_URL: "" },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(1);
  expect(run.stderr).toContain("Nothing was built");
  expect(run.stderr).toContain(
    `${file}, Indonesian: body: links to ${missingPage}, which is no page of the site`,
  );
  for (const language of ["English", "Indonesian"]) {
    expect(run.stderr).toMatch(
      new RegExp(
        `${file}, ${language}: relatedPackages, item \\d+: names the package "kyoto-by-night", which has no file in content/packages/`,
      ),
    );
  }
});
