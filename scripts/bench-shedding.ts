// npm run bench:shedding [-- --runs 3 --only NAME --docs 1]
// Why each constant of the order load shedding (host/http/load-shedding.ts) has its value: each is moved one step
// each way in a copy of the host, and each direction is measured where it can fail.
// - Stricter (sheds sooner): bench:orders at 300/s on the embedded database, near the host's capacity, where it
//   must store every order and refuse none.
// - Looser (sheds later): bench:overload's 3,000/s flood, where every 503 must come within 50 ms (p99) and every
//   run pass.
// The values as they are are measured by both. The copies are temporary trees (host/ copied with the one constant
// changed, everything else linked) that the two benchmarks start through HOST_TREE.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineLine, wantsDocs, writeResultsTable } from './bench/results-table.js';
import { SHEDDING_CONSTANTS, SHEDDING_FILE, withConstant } from './bench/shedding-constants.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ''), process.argv[i + 1] ?? '');
const runs = Math.min(5, Math.max(1, Number(args.get('runs') ?? 3)));
const only = args.get('only');

/** A temporary tree whose host has `name` set to `value`; everything but host/ is a link to this checkout. */
function variantTree(name: string, value: string): string {
  const tree = mkdtempSync(join(tmpdir(), `trini-shedding-${name}-`));
  for (const entry of readdirSync(ROOT)) {
    if (entry === 'host' || entry === '.git') continue;
    symlinkSync(join(ROOT, entry), join(tree, entry));
  }
  cpSync(join(ROOT, 'host'), join(tree, 'host'), { recursive: true });
  const file = join(tree, SHEDDING_FILE);
  writeFileSync(file, withConstant(readFileSync(file, 'utf8'), name, value));
  return tree;
}

interface OrdersResult {
  allStored: boolean;
  refused: number;
  storedPerSecond: number;
  p99: number;
}
interface OverloadResult {
  passed: number;
  runs: number;
  shedP99: number;
  stored: number;
}

/** One benchmark against `tree`'s host, its --json summary read back. */
function bench<T>(script: string, tree: string, extra: string[]): T {
  const json = join(tree, `${script}.json`);
  try {
    execFileSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...extra, '--runs', String(runs), '--json', json], {
      cwd: ROOT,
      env: { ...process.env, HOST_TREE: tree },
      stdio: ['ignore', 'inherit', 'inherit'],
      timeout: 30 * 60_000,
    });
  } catch {
    // bench:overload exits 1 when a run fails; its summary is still written.
  }
  return JSON.parse(readFileSync(json, 'utf8')) as T;
}

const ordersNearCapacity = (tree: string) => bench<OrdersResult>('bench-orders', tree, ['--rate', '300', '--seconds', '10']);
const flood = (tree: string) => bench<OverloadResult[]>('bench-overload', tree, ['--yardstick', '0'])[0];

const ordersCell = (r: OrdersResult) => `300/s: ${r.allStored && r.refused === 0 ? 'all stored' : `${r.refused} refused`}, p99 ${r.p99.toFixed(1)} ms`;
const floodCell = (r: OverloadResult) => `flood: ${r.passed}/${r.runs} runs pass, 503 p99 ${r.shedP99.toFixed(1)} ms`;

function withTree<T>(name: string, value: string, measure: (tree: string) => T): T {
  const tree = variantTree(name, value);
  try {
    console.log(`\n== ${name} = ${value}`);
    return measure(tree);
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
}

function main(): void {
  console.log(`bench:shedding: ${runs} runs per measurement; ${machineLine()}`);
  const rows: string[][] = [];
  const asIs = withTree(SHEDDING_CONSTANTS[0].name, SHEDDING_CONSTANTS[0].value, (tree) => ({ orders: ordersNearCapacity(tree), flood: flood(tree) }));
  rows.push(['(all as they are)', '', `${ordersCell(asIs.orders)}; ${floodCell(asIs.flood)}`]);
  for (const c of SHEDDING_CONSTANTS.filter((c) => !only || c.name === only)) {
    const stricter = withTree(c.name, c.stricter, ordersNearCapacity);
    const looser = withTree(c.name, c.looser, flood);
    rows.push([`\`${c.name}\``, c.value, `${c.stricter}: ${ordersCell(stricter)}; ${c.looser}: ${floodCell(looser)}`]);
    console.log(`${c.name}: ${rows.at(-1)![2]}`);
  }
  console.log('\nconstant | value | one step stricter (orders near capacity) and looser (flood)');
  for (const row of rows) console.log(row.join(' | '));
  if (!wantsDocs()) return;
  writeResultsTable({
    benchmark: 'bench:shedding',
    command: `npm run bench:shedding -- ${process.argv.slice(2).join(' ')}`.trim(),
    columns: ['constant', 'value', 'one step stricter: orders near capacity; one step looser: flood'],
    rows,
    notes: [
      `Near capacity: bench:orders, 300 orders/s for 10 s on the embedded database, ${runs} runs; it passes when every order is stored and none refused.`,
      `Flood: bench:overload, 3,000 orders/s for 3 s, ${runs} runs; a run passes when every request is answered, every 503 within 50 ms (p99), and orders are taken afterwards.`,
    ],
  });
}

main();
