// The card flow in-process: the adapter's HTTP call goes through app.inject to the WiPay emulator, the test
// "pays" on the hosted page with a test card and posts the return like the payment-return widget.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FetchLike } from '../../host/payments/wipay.js';

export const APPROVE = '4111111111111111';
export const DECLINE = '4111111111113333';

export function injectFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const target = new URL(url);
    const res = await app.inject({ method: init.method as 'POST', url: target.pathname + target.search, headers: init.headers, payload: init.body });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers });
  };
}

const path = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

/** Pays on the hosted page with `card` and posts the return the browser is sent back with; answers WipayReceive's body. */
export async function payAndReturn(app: FastifyInstance, url: string, card: string): Promise<Record<string, unknown>> {
  const res = await app.inject({
    method: 'POST',
    url: path(url),
    payload: `card_number=${card}&expiry=12%2F30&cvv=123`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(res.statusCode).toBe(303);
  const params = new URL(String(res.headers.location)).searchParams;
  const back = await app.inject({ method: 'POST', url: `/api/shop/WipayReceive?${params.toString()}` });
  return back.json();
}
