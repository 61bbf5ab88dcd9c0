/** The machine's CPU time, read from Linux's /proc/stat: what the test runner and checks measure. */
import { readFileSync } from "node:fs";

/** Clock ticks per second in /proc/stat (Linux's USER_HZ). */
export const ticksPerSecond = 100;

/** All cores' busy and total time so far, in clock ticks; zeros where /proc/stat is missing. */
export function cpuTicks(): { busy: number; total: number } {
  let line = "";
  try {
    line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  } catch {
    return { busy: 0, total: 0 };
  }
  const ticks = line.split(/\s+/).slice(1).map(Number).filter(Number.isFinite);
  // user nice system idle iowait irq softirq steal: idle and iowait are the idle ones.
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.slice(0, 8).reduce((sum, tick) => sum + tick, 0);
  return { busy: total - idle, total };
}
