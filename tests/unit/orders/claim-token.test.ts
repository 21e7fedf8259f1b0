// Claim tokens (host/orders/claims.ts) come from a pool of random bytes: each is still 18 fresh bytes, never
// handed out twice, in the shape the claim cookie and link accept.
import { describe, expect, it } from 'vitest';
import { newClaimToken } from '../../../host/orders/claims.js';

describe('newClaimToken', () => {
  it('gives 24 URL-safe characters, all different across several refills of the pool', () => {
    const tokens = Array.from({ length: 1000 }, () => newClaimToken());
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    // Not zeros: the wiped part of the pool is never what a token is made of.
    expect(tokens.filter((t) => t === 'A'.repeat(24))).toEqual([]);
  });
});
