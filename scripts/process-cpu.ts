// CPU time of another process on Linux, from /proc: the whole process and its main thread, in milliseconds.
// For the order benchmark, which reports the host's CPU per order (less sensitive to a noisy machine than latency).
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(statFile: string): number {
  const stat = readFileSync(statFile, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime
}

export interface CpuSample {
  totalMs: number;
  mainMs: number;
}

/** null where /proc is not available (not Linux) or the process is gone. */
export function processCpu(pid: number): CpuSample | null {
  try {
    // /proc/PID/stat counts every thread, finished ones included; task/PID is the main thread alone.
    return { totalMs: ticksOf(`/proc/${pid}/stat`) * TICK_MS, mainMs: ticksOf(`/proc/${pid}/task/${pid}/stat`) * TICK_MS };
  } catch {
    return null;
  }
}
