/**
 * The port checks of every program we start beside the site: the launchers' Chromium, nginx and
 * wrangler, and `npm run admin`'s decap-server. Fail early when something else listens on the
 * port (its answers would pass for the program's), then wait until the program answers there.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";

/**
 * Rejects when `host:port` is taken, with `inUse` (what to do about it) as the error; any other
 * failure to listen there is named as it is.
 */
export async function assertPortFree(host: string, port: number, inUse: string): Promise<void> {
  const probe = createServer();
  try {
    probe.listen(port, host);
    await once(probe, "listening");
  } catch (error) {
    const taken = error instanceof Error && "code" in error && error.code === "EADDRINUSE";
    throw new Error(taken ? inUse : `Cannot use port ${port} on ${host}: ${String(error)}`);
  } finally {
    probe.close();
  }
}

export interface AnswerWait {
  /** The program, for its name in the error and to stop waiting once it has exited. */
  child: ChildProcess;
  name: string;
  timeoutMs: number;
  intervalMs: number;
  /** The request to send; a GET by default. */
  request?: RequestInit;
  /** Whether an answer counts; by default any answer does. */
  accept?: (response: Response) => boolean;
  /** What the program wrote, for the error. */
  log: () => string;
}

/** Resolves once `url` answers; rejects when the program exits or the time runs out. */
export async function waitForAnswer(url: string, wait: AnswerWait): Promise<void> {
  const deadline = Date.now() + wait.timeoutMs;
  const running = () => wait.child.exitCode === null && wait.child.signalCode === null;
  while (Date.now() < deadline && running()) {
    try {
      const response = await fetch(url, wait.request);
      if (wait.accept?.(response) ?? true) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, wait.intervalMs));
  }
  const stopped = wait.child.exitCode ?? wait.child.signalCode;
  throw new Error(
    stopped === null
      ? `${wait.name} did not answer at ${url} within ${wait.timeoutMs / 1000} s.\n${wait.log()}`
      : `${wait.name} stopped (${stopped}) before it answered at ${url}.\n${wait.log()}`,
  );
}
