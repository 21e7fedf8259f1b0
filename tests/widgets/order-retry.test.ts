// @vitest-environment happy-dom
// Safe retries of order calls (widgets/api/order-retry.ts): ky's retry with the order policy, through the real API
// client over a fake fetch and fake timers: which failures are retried, with which waits, always with the same
// Idempotency-Key, and when it stops.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Attempt = () => Response | Promise<Response>;
let keys: string[] = [];
let script: Attempt[] = [];

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}
const busy = (retryAfter?: string) => json({ success: false, msg: 'The store is very busy right now.' }, 503, retryAfter ? { 'retry-after': retryAfter } : {});
const dropped = () => {
  throw new TypeError('Failed to fetch');
};
const stored = () => json({ success: true, msg: 'Order placed successfully.', OrderNo: 41, ItemTotal: 10, Freight: 0, TotalAmount: 10 });

beforeEach(async () => {
  keys = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    keys.push(req.headers.get('Idempotency-Key') ?? '');
    const next = script.shift();
    if (!next) throw new Error('no more answers scripted');
    return next();
  });
  const { configure } = await import('../../widgets/runtime/config.js');
  configure({ apiBase: location.origin, mediaBase: location.origin, storeBase: location.origin });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const { orderRetry, retryReason, retryNotice, RETRY_DEFAULTS } = await import('../../widgets/api/order-retry.js');
const { saveOrder } = await import('../../widgets/api/orders.js');
const { ApiError, retryAfterMs } = await import('../../widgets/api/client.js');

const payload = { PMNo: 3, IsPickup: 1 } as never;

/** Places the order with the order policy; each planned wait is checked to pass on the fake clock, and no sooner. */
async function place(options: Parameters<typeof orderRetry>[0] = {}) {
  vi.useFakeTimers();
  const waits: number[] = [];
  const notes: string[] = [];
  const settled = saveOrder(payload, 'key-1', {
    retry: orderRetry({ random: () => 1, onRetry: (s) => (waits.push(s.delayMs), notes.push(retryNotice(s))), ...options }),
  }).then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  for (let step = 0; step < 10; step++) {
    await vi.advanceTimersByTimeAsync(0);
    const tries = keys.length;
    const wait = waits[tries - 1];
    if (wait === undefined) break;
    await vi.advanceTimersByTimeAsync(wait - 1);
    expect(keys, `try ${tries + 1} before its wait of ${wait} ms had passed`).toHaveLength(tries);
    await vi.advanceTimersByTimeAsync(1);
  }
  const outcome = await settled;
  if ('error' in outcome) throw outcome.error;
  return { result: outcome.value, waits, notes };
}

describe('ky retries the order calls with the order policy', () => {
  it('retries two 503s, waiting the Retry-After each time, with the same key, and ends with the one order', async () => {
    script = [() => busy('3'), () => busy('2'), stored];
    const { result, waits, notes } = await place();
    expect(result).toMatchObject({ success: true, OrderNo: 41 });
    expect(waits).toEqual([3000, 2000]);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
    expect(notes[0]).toBe('The store is very busy right now. Trying again in 3 s (try 2 of 6); your order will not be placed twice.');
  });

  it('bounds a long Retry-After and backs off exponentially without one', async () => {
    script = [() => busy('3600'), () => busy(), dropped, dropped, stored];
    const { waits } = await place();
    expect(waits).toEqual([RETRY_DEFAULTS.maxDelayMs, 2000, 4000, 8000]);
  });

  it('retries a dropped connection and a timeout, and tells the shopper', async () => {
    const timeout = () => {
      const e = new Error('Request timed out');
      e.name = 'TimeoutError';
      throw e;
    };
    script = [dropped, timeout, stored];
    const { result, notes } = await place();
    expect(result.success).toBe(true);
    expect(notes[0]).toMatch(/^We could not reach the store\. Trying again in 1 s/);
    expect(notes[1]).toMatch(/^The store is taking too long to answer\./);
  });

  it('does not retry a refusal (4xx) or a server error, and gives up after the last try', async () => {
    script = [() => json({ success: false, msg: 'Sea Moss Soap is sold out.' }, 409)];
    expect((await place()).result).toMatchObject({ success: false, msg: 'Sea Moss Soap is sold out.' });
    expect(keys).toHaveLength(1);

    script = [() => json({ success: false, msg: 'Something went wrong' }, 500)];
    await expect(place()).rejects.toMatchObject({ status: 500 });

    keys = [];
    script = [() => busy('1'), () => busy('1'), () => busy('1')];
    await expect(place({ maxAttempts: 3 })).rejects.toMatchObject({ status: 503 });
    expect(keys).toHaveLength(3);
  });
});

describe('retry helpers', () => {
  it('classifies failures', () => {
    expect(retryReason(new ApiError(503, 'busy'))).toBe('busy');
    expect(retryReason(new ApiError(504, 'gateway timeout'))).toBe('timeout');
    expect(retryReason(new ApiError(502, 'card gateway down'))).toBeNull();
    expect(retryReason(new TypeError('fetch failed'))).toBe('network');
    expect(retryReason(new Error('bug'))).toBeNull();
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterMs('5')).toBe(5000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
