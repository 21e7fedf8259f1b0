// The embedded database on its own thread (host/db/pglite.ts), as every host runs it: the same answers, errors and
// transactions as PGlite on the calling thread, which the other API tests open (tests/helpers/test-db.ts).
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Db } from '../../../host/db/db.js';
import { openPglite } from '../../../host/db/pglite.js';
import { openPgliteInProcess } from '../../../host/db/pglite-in-process.js';

const embedded = !process.env.TEST_DATABASE_URL;

let thread: Db;
let here: Db;
beforeAll(async () => {
  if (!embedded) return;
  thread = await openPglite(undefined, { loadFrom: inject('seededDump') });
  here = await openPgliteInProcess(undefined, { loadFrom: new Blob([await readFile(inject('seededDump'))]) });
});
afterAll(async () => {
  await thread?.close();
  await here?.close();
});

const READS: [string, string, unknown[]][] = [
  ['products with prices, JSON and times', 'SELECT * FROM products ORDER BY product_no LIMIT 5', []],
  ['a parameterised count', 'SELECT count(*)::int AS n, $1::text AS asked FROM products WHERE product_no > $2', ['more', 10]],
  [
    'numbers, booleans, nulls, arrays and bytes',
    "SELECT 12.50::numeric AS price, true AS t, NULL::text AS none, ARRAY[1,2] AS list, '\\x0102'::bytea AS raw",
    [],
  ],
  ['a timestamp', "SELECT '2025-03-10T15:00:00Z'::timestamptz AS at", []],
];

describe.runIf(embedded)('the database thread', () => {
  it.each(READS)('answers as on the calling thread: %s', async (_, sql, params) => {
    expect(await thread.query(sql, params)).toEqual(await here.query(sql, params));
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await thread.exec('CREATE TABLE thread_probe (n int PRIMARY KEY)');
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_probe VALUES (1)');
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('INSERT INTO thread_probe VALUES (2)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await thread.query('SELECT n FROM thread_probe ORDER BY n')).toEqual([{ n: 1 }]);
  });

  it("carries PostgreSQL's error code and constraint to the caller", async () => {
    await thread.exec('CREATE TABLE IF NOT EXISTS thread_unique (n int CONSTRAINT thread_unique_n PRIMARY KEY)');
    await thread.query('INSERT INTO thread_unique VALUES (1)');
    const err = await thread.query('INSERT INTO thread_unique VALUES (1)').catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505', constraint: 'thread_unique_n', table: 'thread_unique' });
  });

  it('keeps a transaction exclusive: a query outside it waits until it ends', async () => {
    await thread.exec('CREATE TABLE IF NOT EXISTS thread_wait (n int)');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inside = thread.transaction(async (tx) => {
      await tx.query('INSERT INTO thread_wait VALUES (1)');
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    let answered = false;
    const outside = thread.query<{ n: number }>('SELECT count(*)::int AS n FROM thread_wait').finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answeredBeforeTheEnd = answered;
    release();
    await inside;
    expect(await outside).toEqual([{ n: 1 }]);
    expect(answeredBeforeTheEnd).toBe(false);
  });

  it('reports the memory it holds', async () => {
    const memory = await thread.memory!();
    expect(memory.heapBytes).toBeGreaterThan(0);
    expect(memory.wasmBytes).toBeGreaterThan(0);
  });
});
