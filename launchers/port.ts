/**
 * The port checks every launcher shares: fail early when something else listens on the port (its
 * answers would pass for the program's), then wait until the program answers there.
 */
import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** Rejects when `host:port` is taken, naming the variable that moves it. */
export function assertPortFree(host: string, port: number, envVar: string): Promise<void> {
  return new Promise((done, fail) => {
    const probe = createServer()
      .once("error", (error) =>
        fail(new Error(`${host}:${port} is in use (${error.message}); set ${envVar}.`)),
      )
      .listen(port, host, () => probe.close(() => done()));
  });
}

export interface AnswerWait {
  /** The program, for its name in the error and to stop waiting once it has exited. */
  child: ChildProcess;
  name: string;
  timeoutMs: number;
  intervalMs: number;
  /** Whether an answer counts; by default any answer does. */
  accept?: (response: Response) => boolean;
  /** What the program wrote, for the error. */
  log: () => string;
}

/** Resolves once `url` answers; rejects when the program exits or the time runs out. */
export async function waitForAnswer(url: string, wait: AnswerWait): Promise<void> {
  const deadline = Date.now() + wait.timeoutMs;
  while (Date.now() < deadline && wait.child.exitCode === null) {
    try {
      const response = await fetch(url);
      if (wait.accept?.(response) ?? true) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, wait.intervalMs));
  }
  throw new Error(`${wait.name} did not answer at ${url}.\n${wait.log()}`);
}
