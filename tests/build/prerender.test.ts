/**
 * Moving from the home page to the tours page uses the page Speculation Rules prerendered while
 * the pointer rested on the link (decision 0017): the tours page's `activationStart` is over 0.
 *
 * Chromium prerenders nothing while DevTools is attached to the page (the status says
 * `PrerenderingDisabledByDevTools`), which is how Playwright drives it. So this check runs
 * Chromium with its window on a virtual screen (Xvfb), reads where the link is, lets go of the
 * page, moves and clicks a real pointer (xdotool), and only then attaches again to read the
 * navigation's timing. Run after `npm run build`.
 */
import assert from "node:assert/strict";
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "vitest";
import { localizedPath } from "../../app/copy/pages.ts";
import { ensureChromium } from "../../launchers/chromium.ts";
import { ensureProgram, xdotool, xvfb } from "../../launchers/system-program.ts";
import { clientDir } from "../../project/output.ts";
import { withBuildServed } from "../support/built-pages.ts";

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A port no one listens on now, for Chromium's DevTools. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? done(address.port) : fail(new Error("no port")),
      );
    });
  });
}

/** One DevTools connection to the browser's page, to evaluate an expression and let go. */
async function evaluateInPage(debuggingPort: number, expression: string): Promise<unknown> {
  const targets: Array<{ type: string; webSocketDebuggerUrl: string }> = await (
    await fetch(`http://127.0.0.1:${debuggingPort}/json/list`)
  ).json();
  const target = targets.find((candidate) => candidate.type === "page");
  if (!target) throw new Error("Chromium shows no page");
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  try {
    await new Promise((done, fail) => {
      socket.addEventListener("open", done);
      socket.addEventListener("error", fail);
    });
    const answer = new Promise<unknown>((done) => {
      socket.addEventListener("message", (message) => {
        const data = JSON.parse(String(message.data));
        if (data.id === 1) done(data.result?.result?.value);
      });
    });
    socket.send(
      JSON.stringify({
        id: 1,
        method: "Runtime.evaluate",
        params: { expression, returnByValue: true, awaitPromise: true },
      }),
    );
    return await answer;
  } finally {
    socket.close();
  }
}

test("the home page's link to the tours page opens the page prerendered while the pointer rested on it", async () => {
  const chromium = ensureChromium();
  const profile = mkdtempSync(join(tmpdir(), "prerender-"));
  const children: ChildProcess[] = [];
  try {
    // Xvfb picks a free display and writes its number to the pipe (fd 3).
    const screen = spawn(
      ensureProgram(xvfb),
      ["-displayfd", "3", "-nolisten", "tcp", "-screen", "0", "1280x900x24"],
      { stdio: ["ignore", "ignore", "ignore", "pipe"] },
    );
    children.push(screen);
    const display = await new Promise<string>((done, fail) => {
      let said = "";
      screen.stdio[3]?.on("data", (chunk: Buffer) => {
        said += chunk.toString();
        if (said.includes("\n")) done(`:${said.trim()}`);
      });
      screen.on("exit", (code) => fail(new Error(`Xvfb stopped (${code})`)));
    });
    const env = { ...process.env, DISPLAY: display };
    const pointer = ensureProgram(xdotool);
    await withBuildServed(clientDir, async (origin) => {
      const debuggingPort = await freePort();
      const home = `${origin}${localizedPath("home", "id")}`;
      children.push(
        spawn(
          chromium,
          [
            "--no-sandbox",
            "--disable-gpu",
            "--kiosk",
            "--no-first-run",
            "--window-position=0,0",
            "--window-size=1280,900",
            `--remote-debugging-port=${debuggingPort}`,
            `--user-data-dir=${profile}`,
            home,
          ],
          { stdio: "ignore", env },
        ),
      );
      const tours = localizedPath("tours", "id");
      // Where the link is on the screen, once the page's script has run.
      let spot: { x: number; y: number } | undefined;
      for (let tries = 0; tries < 60 && !spot; tries += 1) {
        await pause(500);
        spot = (await evaluateInPage(
          debuggingPort,
          `(() => {
            if (!document.documentElement.hasAttribute("data-enhanced")) return undefined;
            const link = document.querySelector('main a[href="${tours}"]');
            link.scrollIntoView({ block: "center", behavior: "instant" });
            const box = link.getBoundingClientRect();
            return {
              x: Math.round(screenX + outerWidth - innerWidth + box.x + box.width / 2),
              y: Math.round(screenY + outerHeight - innerHeight + box.y + box.height / 2),
            };
          })()`,
        ).catch(() => undefined)) as { x: number; y: number } | undefined;
      }
      assert.ok(spot, `${home} did not load`);
      // Nothing attached now: rest the pointer on the link (moderate eagerness), then click.
      execFileSync(pointer, ["mousemove", String(spot.x), String(spot.y)], { env });
      await pause(2000);
      execFileSync(pointer, ["click", "1"], { env });
      let timing: { path: string; activationStart: number } | undefined;
      for (let tries = 0; tries < 20 && timing?.path !== tours; tries += 1) {
        await pause(500);
        timing = (await evaluateInPage(
          debuggingPort,
          `({ path: location.pathname, activationStart: performance.getEntriesByType("navigation")[0]?.activationStart ?? 0 })`,
        ).catch(() => undefined)) as typeof timing;
      }
      assert.equal(timing?.path, tours, "the click led to the tours page");
      assert.ok(
        (timing?.activationStart ?? 0) > 0,
        `the tours page was not prerendered (activationStart ${timing?.activationStart})`,
      );
    });
  } finally {
    // Chromium writes its profile until it has exited: wait for each child before removing it.
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill();
      await exited;
    }
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
});
