// npm run bench:catalog [-- --runs 3 --seconds 5 --connections 32 --path /api/... --cookie 0 --encoding br
//                          --log-level info --docs 1]
// One catalogue call against the production host as `npm run start:prod` runs it (dist/host/server.js after
// `npm run build`, NODE_ENV=production, its node flags, a fresh seeded DATA_DIR on 127.0.0.1), through its real
// server path, with autocannon (closed loop, keep-alive connections), interleaved run by run with nginx serving
// the same bytes (/usr/sbin/nginx, one worker, a temporary config on 127.0.0.1). Medians over the runs, and the
// host's ratios to nginx (req/s, p99) from the same runs, and each server's CPU time per answer.
// --log-level: LOG_LEVEL of the host (default: the production default, info); its log goes to a file.
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XSRF_COOKIE } from '../widgets/domain/anti-forgery.js';
import { hostAtRest, seedProdDemo, spawnHost, startProdCommand, type HostProcess } from './host-process.js';
import { median } from './bench/autocannon-load.js';
import { f2, interleavedRuns, medianP99, medianRate, p99Ratio, probeAnswer, rateRatio, type Measured } from './bench/served-load.js';
import { nginxInstalled, startNginx } from './bench/nginx.js';
import { machineLine, wantsDocs, writeResultsTable } from './bench/results-table.js';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const seconds = Math.min(60, Math.max(1, Number(args.get('seconds') ?? 5)));
const connections = Math.min(256, Math.max(1, Number(args.get('connections') ?? 32)));
const path = args.get('path') ?? '/api/trini/GetProducts?HomePageProducts=1&PageNo=1&MaxRecords=15';
const withCookie = args.get('cookie') !== '0';
const runs = Math.min(9, Math.max(1, Number(args.get('runs') ?? 3)));
const encoding = args.get('encoding') ?? '';
const logLevel = args.get('log-level') ?? 'info';
const SERVER = 'dist/host/server.js';
const TARGET = { rate: 0.6, p99: 2 };

const headers: Record<string, string> = {};
if (withCookie) headers.cookie = `${XSRF_COOKIE}=bench`;
if (encoding) headers['accept-encoding'] = encoding;

/** A warning when a host source is newer than the build measured. */
function staleBuildWarning(): string {
  const built = statSync(SERVER).mtimeMs;
  const newer = ['host/app.ts', 'host/server.ts', 'host/http', 'host/api/catalog.ts', 'host/catalog'].filter((p) => {
    const s = statSync(p);
    return s.mtimeMs > built;
  });
  return newer.length ? ` (warning: ${newer.join(', ')} changed since the build: npm run build)` : '';
}

async function startHost(dir: string, name: string): Promise<HostProcess> {
  const dataDir = join(dir, name);
  await seedProdDemo(dataDir);
  return spawnHost({
    dataDir,
    env: { LOG_LEVEL: logLevel },
    command: startProdCommand(),
    logFile: join(dir, `${name}.log`),
  });
}

async function main(): Promise<void> {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build first`);
  if (!nginxInstalled()) throw new Error('nginx is not installed (/usr/sbin/nginx): bash scripts/system-packages.sh nginx');
  const dir = await mkdtemp(join(tmpdir(), 'trini-bench-catalog-'));
  const hosts: { label: string; host: HostProcess }[] = [];
  try {
    hosts.push({ label: 'host (start:prod)', host: await startHost(dir, 'host') });
    for (const h of hosts) await hostAtRest(h.host);
    const sent = await probeAnswer(hosts[0].host.port, path, headers);
    const nginx = await startNginx(sent.body, sent.encoding);
    console.log(
      `GET ${path}: ${sent.body.length} bytes${sent.encoding ? ` (${sent.encoding})` : ''}, ${withCookie ? 'with' : 'without'} a cookie; ` +
        `autocannon, ${connections} connections, ${seconds} s after a 1 s warm-up, ${runs} interleaved runs; LOG_LEVEL=${logLevel}${staleBuildWarning()}`,
    );
    console.log(machineLine());
    const measured: Measured[] = [
      ...hosts.map((h) => ({ label: h.label, port: h.host.port, pid: h.host.child.pid, results: [], cpuUs: [] })),
      { label: 'nginx, same bytes', port: nginx.port, pid: nginx.pid, results: [], cpuUs: [] },
    ];
    try {
      await interleavedRuns(measured, runs, { connections, seconds, headers, paths: [path], warmupSeconds: 1 });
    } finally {
      await nginx.close();
    }
    summarise(measured, sent.body.length);
  } finally {
    for (const h of hosts) await h.host.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

function summarise(measured: Measured[], bytes: number): void {
  const yardstick = measured.at(-1)!;
  const rows = measured.map((m) => {
    const own = m === yardstick;
    const meets = rateRatio(m, yardstick) >= TARGET.rate && p99Ratio(m, yardstick) <= TARGET.p99;
    const cpu = median(m.cpuUs);
    return [
      m.label,
      Math.round(medianRate(m)),
      f2(medianP99(m)),
      Number.isFinite(cpu) ? cpu.toFixed(0) : 'n/a',
      own ? '1' : rateRatio(m, yardstick).toFixed(3),
      own ? '1' : p99Ratio(m, yardstick).toFixed(3),
      own ? '' : meets ? 'yes' : 'NO',
    ];
  });
  console.log('medians:');
  for (const row of rows)
    console.log(
      `  ${String(row[0]).padEnd(34)} ${row[1]} req/s, p99 ${row[2]} ms, CPU ${row[3]} µs per answer; x nginx: req/s ${row[4]}, p99 ${row[5]} ${row[6]}`,
    );
  if (!wantsDocs()) return;
  writeResultsTable({
    benchmark: 'bench:catalog',
    command: `npm run bench:catalog -- ${process.argv.slice(2).join(' ')}`.trim(),
    columns: ['server', 'req/s', 'p99 (ms)', 'server CPU per answer (µs)', 'req/s ÷ nginx', 'p99 ÷ nginx', 'target met'],
    rows,
    notes: [
      `GET ${path} (${bytes} bytes), ${connections} connections, ${seconds} s per run, ${runs} interleaved runs; medians; LOG_LEVEL=${logLevel}.`,
      `Target: req/s ≥ ${TARGET.rate} × nginx's, p99 ≤ ${TARGET.p99} × nginx's (each ratio taken within a run, then the median).`,
    ],
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
