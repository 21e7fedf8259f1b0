// Where a host's memory goes, read from its /metrics (host/metrics): the main thread's JavaScript heap, memory held
// outside it (buffers), the embedded database's thread (its heap, and PostgreSQL's WebAssembly memory), and the rest of
// the resident set (compiled code, stacks, the allocator's free lists). The rendered pages kept (page cache) are part
// of the heap and the buffers; their bytes are shown apart.
// PostgreSQL's WebAssembly memory is a reservation of which only the pages it has touched are resident: its resident
// part is read from the process's /proc/PID/smaps, as the one anonymous read-write mapping of exactly its size.
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;

const FAMILIES = {
  rss: 'process_resident_memory_bytes',
  heapUsed: 'nodejs_heap_size_used_bytes',
  heapTotal: 'nodejs_heap_size_total_bytes',
  newSpace: 'nodejs_heap_space_size_total_bytes{space="new"}',
  oldSpace: 'nodejs_heap_space_size_total_bytes{space="old"}',
  external: 'nodejs_external_memory_bytes',
  dbHeap: 'trini_db_thread_memory_bytes{part="heap"}',
  dbWasm: 'trini_db_thread_memory_bytes{part="wasm"}',
  pageCache: 'trini_page_cache_bytes',
} as const;

export type HostMemory = Record<keyof typeof FAMILIES, number> & {
  /** Resident bytes of PostgreSQL's WebAssembly memory; undefined where the mapping is not found. */
  dbWasmResident?: number;
};

/** Resident bytes of the single anonymous read-write mapping of `bytes` in process `pid`, or undefined. */
function residentMapping(pid: number, bytes: number): number | undefined {
  let smaps: string;
  try {
    smaps = readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return undefined;
  }
  const found: number[] = [];
  let candidate = false;
  for (const line of smaps.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\d+)\s*(\S*)$/.exec(line);
    if (head) {
      const size = parseInt(head[2], 16) - parseInt(head[1], 16);
      candidate = size === bytes && head[3].startsWith('rw') && head[4] === '0' && head[5] === '';
    } else if (candidate && line.startsWith('Rss:')) {
      found.push(Number(line.split(/\s+/)[1]) * 1024);
      candidate = false;
    }
  }
  return found.length === 1 ? found[0] : undefined;
}

function read(text: string, family: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${family} `));
  return line ? Number(line.slice(family.length + 1)) : 0;
}

/** The host's memory by part, in bytes, from its metrics (the host started with METRICS_TOKEN=token). */
export async function hostMemory(url: string, token: string, pid?: number): Promise<HostMemory> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  const text = await res.text();
  const m = Object.fromEntries(Object.entries(FAMILIES).map(([key, family]) => [key, read(text, family)])) as HostMemory;
  if (pid !== undefined && m.dbWasm > 0) m.dbWasmResident = residentMapping(pid, m.dbWasm);
  return m;
}

/** One line: RSS and its parts in MB. */
export function memoryParts(m: HostMemory): string {
  const wasm = m.dbWasmResident ?? m.dbWasm;
  const rest = m.rss - m.heapTotal - m.external - m.dbHeap - wasm;
  const f = (bytes: number) => (bytes / MB).toFixed(0);
  const wasmPart = m.dbWasmResident === undefined ? `${f(m.dbWasm)} (reserved)` : `${f(wasm)} (resident, of ${f(m.dbWasm)} reserved)`;
  return (
    `RSS ${f(m.rss)} MB = main heap ${f(m.heapTotal)} (used ${f(m.heapUsed)}; young ${f(m.newSpace)}, old ${f(m.oldSpace)}) + buffers ${f(m.external)} + ` +
    `database thread heap ${f(m.dbHeap)} + PostgreSQL (WebAssembly) ${wasmPart} + the rest ${f(rest)}; pages kept ${f(m.pageCache)}`
  );
}
