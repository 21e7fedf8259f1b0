// Where a host's memory goes, read from its /metrics (host/metrics): the main thread's JavaScript heap, memory held
// outside it (buffers), the embedded database's thread (its heap, and PostgreSQL's WebAssembly memory, reserved: only
// the pages it has touched are resident), and the rest of the resident set (compiled code, stacks, the allocator's free
// lists). The rendered pages kept (page cache) are part of the heap and the buffers; their bytes are shown apart.
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

export type HostMemory = Record<keyof typeof FAMILIES, number>;

function read(text: string, family: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${family} `));
  return line ? Number(line.slice(family.length + 1)) : 0;
}

/** The host's memory by part, in bytes, from its metrics (the host started with METRICS_TOKEN=token). */
export async function hostMemory(url: string, token: string): Promise<HostMemory> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
  const text = await res.text();
  return Object.fromEntries(Object.entries(FAMILIES).map(([key, family]) => [key, read(text, family)])) as HostMemory;
}

/** One line: RSS and its parts in MB. */
export function memoryParts(m: HostMemory): string {
  const rest = m.rss - m.heapTotal - m.external - m.dbHeap - m.dbWasm;
  const f = (bytes: number) => (bytes / MB).toFixed(0);
  return (
    `RSS ${f(m.rss)} MB = main heap ${f(m.heapTotal)} (used ${f(m.heapUsed)}; young ${f(m.newSpace)}, old ${f(m.oldSpace)}) + buffers ${f(m.external)} + ` +
    `database thread heap ${f(m.dbHeap)} + PostgreSQL (WebAssembly) ${f(m.dbWasm)} + the rest ${f(rest)}; pages kept ${f(m.pageCache)}`
  );
}
