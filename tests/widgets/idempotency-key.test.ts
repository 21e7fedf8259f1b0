// @vitest-environment happy-dom
// Order Idempotency-Keys come from crypto.getRandomValues, also outside a secure context (no randomUUID there);
// Math.random never makes one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '../../widgets/api/orders.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('newIdempotencyKey', () => {
  it.each([
    ['in a secure context', false],
    ['outside a secure context (no crypto.randomUUID)', true],
  ])('draws every key from crypto.getRandomValues %s', (_where, insecure) => {
    const crypto = globalThis.crypto;
    const getRandomValues = vi.fn((array: Uint8Array) => crypto.getRandomValues(array));
    vi.stubGlobal('crypto', insecure ? { getRandomValues } : { getRandomValues, randomUUID: () => crypto.randomUUID() });
    const random = vi.spyOn(Math, 'random');

    const keys = Array.from({ length: 50 }, () => newIdempotencyKey());

    expect(getRandomValues).toHaveBeenCalledTimes(50);
    expect(random).not.toHaveBeenCalled();
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
