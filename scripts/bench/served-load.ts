// What the serving benchmarks share (bench:catalog, bench:pages-serve): the bytes a server sends for a request, a
// measured closed-loop run with the server's CPU time per answer, and each run's ratios to nginx beside it.
import http from 'node:http';
import { closedLoad, median, type LoadOptions, type LoadResult } from './autocannon-load.js';
import { processCpu, type CpuSample } from '../process-cpu.js';

/** The bytes exactly as sent (fetch would decompress them), so nginx serves the same ones. */
export function probeAnswer(port: number, path: string, headers: Record<string, string>): Promise<{ body: Buffer; encoding?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`GET ${path} answered ${res.statusCode}`));
          else resolve({ body: Buffer.concat(chunks), encoding: res.headers['content-encoding'] });
        });
      })
      .on('error', reject);
  });
}

export interface Measured {
  label: string;
  port: number;
  /** The server's process, whose CPU time per answer is reported (less disturbed by a busy machine than req/s). */
  pid?: number;
  results: LoadResult[];
  cpuUs: number[];
}

const f1 = (n: number) => n.toFixed(1);
export const f2 = (n: number) => n.toFixed(2);

function report(label: string, run: number, r: LoadResult, cpuUs: number): void {
  console.log(
    `  ${label.padEnd(34)} run ${run}: ${Math.round(r.rate)} req/s, p50 ${f2(r.p50)} ms, p90 ${f2(r.p90)} ms, p99 ${f2(r.p99)} ms, max ${f1(r.max)} ms` +
      `${Number.isFinite(cpuUs) ? `, server CPU ${cpuUs.toFixed(0)} µs per answer` : ''}${r.non2xx || r.errors ? `; non-2xx ${r.non2xx}, errors ${r.errors}` : ''}`,
  );
}

/** One measured run against `m`, with its server's CPU time per answer (warm-up excluded). */
export async function measureRun(m: Measured, run: number, options: LoadOptions): Promise<void> {
  const start: { cpu: CpuSample | null } = { cpu: null };
  const r = await closedLoad(m.port, options, () => {
    if (m.pid) start.cpu = processCpu(m.pid);
  });
  const after = m.pid ? processCpu(m.pid) : null;
  const cpuUs = start.cpu && after ? ((after.totalMs - start.cpu.totalMs) * 1000) / Math.max(1, r.count + r.non2xx) : NaN;
  m.results.push(r);
  m.cpuUs.push(cpuUs);
  report(m.label, run, r, cpuUs);
}

/** Runs every server once per run, each run in another order, so that none is always measured right after the same one. */
export async function interleavedRuns(measured: readonly Measured[], runs: number, options: LoadOptions): Promise<void> {
  for (let run = 1; run <= runs; run++) {
    for (let i = 0; i < measured.length; i++) await measureRun(measured[(i + run - 1) % measured.length], run, options);
  }
}

export const medianRate = (m: Measured): number => median(m.results.map((r) => r.rate));
export const medianP99 = (m: Measured): number => median(m.results.map((r) => r.p99));
/** The server's CPU time per answer (µs), over the runs where it could be read. */
export const medianCpuUs = (m: Measured): number => median(m.cpuUs.filter(Number.isFinite));
// Each run's ratio to nginx measured beside it, then the median of those: a machine that slows down between runs
// moves both.
export const rateRatio = (m: Measured, yardstick: Measured): number => median(m.results.map((r, i) => r.rate / yardstick.results[i].rate));
export const p99Ratio = (m: Measured, yardstick: Measured): number => median(m.results.map((r, i) => r.p99 / yardstick.results[i].p99));
