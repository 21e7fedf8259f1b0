// The thread that owns the embedded database (see host/db/pglite.ts for why). PGlite answers one statement at a
// time and its queries run synchronously in WebAssembly, so here they keep this thread busy instead of the
// host's event loop. PGlite's own mutex keeps a transaction exclusive: queries outside it wait until it ends.
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { getHeapStatistics } from 'node:v8';
import { pgliteOptions } from './pglite-options.js';
import { dumpBetweenTransactions } from './pglite-dump.js';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { serializeError, type Reply, type Request, type WorkerData } from './pglite-protocol.js';

const port = parentPort!;
const { dataDir, loadFrom, wasmModule } = workerData as WorkerData;
const loadDataDir = loadFrom ? new Blob([await readFile(loadFrom)]) : undefined;
const pg = await PGlite.create(dataDir, { ...pgliteOptions(), loadDataDir, pgliteWasmModule: wasmModule });

/** Thrown out of a transaction's callback to make PGlite roll it back; never reported. */
const ROLLBACK = Symbol('rollback');

interface OpenTransaction {
  tx: Transaction;
  end(commit: boolean, replyId: number): void;
}
const open = new Map<number, OpenTransaction>();
let nextTx = 1;

const reply = (r: Reply) => port.postMessage(r);

/** PostgreSQL's memory: PGlite keeps its WebAssembly module to itself, and its memory is most of this thread's. */
function wasmMemoryBytes(): number {
  return (pg as unknown as { mod?: { wasmMemory?: { buffer: ArrayBuffer } } }).mod?.wasmMemory?.buffer.byteLength ?? 0;
}
const fail = (id: number, err: unknown) => reply({ id, ok: false, error: serializeError(err) });

function begin(id: number): void {
  const txNo = nextTx++;
  let endWith: ((v: { commit: boolean; replyId: number }) => void) | undefined;
  const ended = new Promise<{ commit: boolean; replyId: number }>((r) => (endWith = r));
  let endId = -1;
  let started = false;
  pg.transaction(async (tx) => {
    started = true;
    open.set(txNo, { tx, end: (commit, replyId) => endWith!({ commit, replyId }) });
    reply({ id, ok: true, tx: txNo });
    const { commit, replyId } = await ended;
    endId = replyId;
    if (!commit) throw ROLLBACK;
  })
    .then(
      () => reply({ id: endId, ok: true }),
      (err: unknown) => {
        if (!started) fail(id, err);
        else if (err === ROLLBACK) reply({ id: endId, ok: true });
        else fail(endId, err);
      },
    )
    .finally(() => open.delete(txNo));
}

port.on('message', (m: Request) => {
  switch (m.op) {
    case 'query': {
      const target = m.tx === undefined ? pg : open.get(m.tx)?.tx;
      if (!target) return fail(m.id, new Error('Transaction is closed'));
      target.query(m.sql, m.params).then(
        (res) => reply({ id: m.id, ok: true, rows: res.rows as Record<string, unknown>[] }),
        (err: unknown) => fail(m.id, err),
      );
      return;
    }
    case 'exec': {
      const target = m.tx === undefined ? pg : open.get(m.tx)?.tx;
      if (!target) return fail(m.id, new Error('Transaction is closed'));
      target.exec(m.sql).then(
        () => reply({ id: m.id, ok: true }),
        (err: unknown) => fail(m.id, err),
      );
      return;
    }
    case 'begin':
      return begin(m.id);
    case 'end': {
      const t = open.get(m.tx);
      if (!t) return fail(m.id, new Error('Transaction is closed'));
      t.end(m.commit, m.id);
      return;
    }
    case 'dump':
      dumpBetweenTransactions(pg).then(
        // Handed over, not copied: a dump is the size of the database.
        (bytes) => port.postMessage({ id: m.id, ok: true, bytes } satisfies Reply, [bytes.buffer as ArrayBuffer]),
        (err: unknown) => fail(m.id, err),
      );
      return;
    case 'memory':
      return reply({ id: m.id, ok: true, memory: { heapBytes: getHeapStatistics().used_heap_size, wasmBytes: wasmMemoryBytes() } });
    case 'close':
      pg.close().then(
        () => reply({ id: m.id, ok: true }),
        (err: unknown) => fail(m.id, err),
      );
      return;
  }
});

port.postMessage({ ready: true });
