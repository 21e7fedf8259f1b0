import { describe, expect, it } from 'vitest';
import { OrderWriter, MAX_BATCH } from '../../../host/orders/order-writer.js';
import type { OrderRow } from '../../../host/orders/insert-orders.js';

// A fake statement: records each call's keys; resolves when the test releases it; fails when a key says so.
function fakeInsert() {
  const calls: string[][] = [];
  const gates: Array<() => void> = [];
  let next = 1;
  const insert = async (rows: readonly OrderRow[]) => {
    const keys = rows.map((r) => r.idempotencyKey!);
    calls.push(keys);
    await new Promise<void>((r) => gates.push(r));
    if (keys.some((k) => k.startsWith('bad'))) throw Object.assign(new Error('duplicate key'), { code: '23505' });
    return keys.map(() => next++);
  };
  const releaseAll = async () => {
    for (let i = 0; i < 100 && (gates.length || calls.length === 0); i++) {
      while (gates.length) gates.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { calls, insert, releaseAll };
}

const row = (key: string) => ({ idempotencyKey: key }) as OrderRow;

describe('OrderWriter (group commit)', () => {
  it('stores a lone order at once, alone', async () => {
    const f = fakeInsert();
    const w = new OrderWriter(f.insert);
    const stored = w.store(row('a'));
    expect(f.calls).toEqual([['a']]);
    await f.releaseAll();
    expect(await stored).toBe(1);
  });

  it('stores the orders that arrived during a statement together in the next one, each with its own number', async () => {
    const f = fakeInsert();
    const w = new OrderWriter(f.insert);
    const first = w.store(row('a'));
    const rest = ['b', 'c', 'd'].map((k) => w.store(row(k)));
    expect(f.calls).toEqual([['a']]);
    await f.releaseAll();
    expect(f.calls).toEqual([['a'], ['b', 'c', 'd']]);
    expect(await first).toBe(1);
    expect(await Promise.all(rest)).toEqual([2, 3, 4]);
  });

  it('caps a statement at MAX_BATCH orders', async () => {
    const f = fakeInsert();
    const w = new OrderWriter(f.insert);
    const all = Array.from({ length: MAX_BATCH + 2 }, (_, i) => w.store(row(`k${i}`)));
    await f.releaseAll();
    await Promise.all(all);
    expect(f.calls.map((c) => c.length)).toEqual([1, MAX_BATCH, 1]);
  });

  it('falls back to one by one when a batch fails, so only the failing order gets the error', async () => {
    const f = fakeInsert();
    const w = new OrderWriter(f.insert);
    const first = w.store(row('a'));
    const good = w.store(row('b'));
    const bad = w.store(row('bad-1')).catch((err: unknown) => err);
    const good2 = w.store(row('c'));
    await f.releaseAll();
    await f.releaseAll();
    expect(await first).toBeGreaterThan(0);
    expect(await good).toBeGreaterThan(0);
    expect(await good2).toBeGreaterThan(0);
    expect(await bad).toMatchObject({ code: '23505' });
    expect(f.calls).toEqual([['a'], ['b', 'bad-1', 'c'], ['b'], ['bad-1'], ['c']]);
  });

  it('runs several statements at once when allowed (PostgreSQL)', async () => {
    const f = fakeInsert();
    const w = new OrderWriter(f.insert, 2);
    const all = ['a', 'b', 'c'].map((k) => w.store(row(k)));
    expect(f.calls).toEqual([['a'], ['b']]);
    await f.releaseAll();
    await Promise.all(all);
    expect(f.calls).toEqual([['a'], ['b'], ['c']]);
  });
});
