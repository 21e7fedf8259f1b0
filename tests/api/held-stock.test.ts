// Unpaid card orders hold their stock for HOLD_STOCK_MINUTES, then the host cancels them and the units are for sale
// again (docs/orders.md#held-stock): history and mail say why, a payment arriving later is a late payment (refund due),
// and two hosts on one database release each order once. Card orders are limited per address and per mobile, across
// hosts, so one address cannot hold the shop's stock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { appCatalog, appHeldStock, appOutbox } from '../../host/app.js';
import type { Config } from '../../host/config.js';
import type { Db } from '../../host/db/db.js';
import { memoryMailer } from '../../host/mail/mailer.js';
import { ADDRESS_LIMITS, MOBILE_CARD_LIMIT, tooManyCardOrders, tooManyRequests } from '../../host/http/rate-limits.js';
import { holdExpiredNote } from '../../host/orders/held-stock.js';
import { OrderStatus as S, REFUND_DUE } from '../../widgets/domain/order-status.js';
import { stockMessage } from '../../widgets/domain/stock.js';
import { APPROVE, injectFetch } from '../helpers/card-flow.js';
import { hostsOnOneDatabase, type HostsOnOneDatabase } from '../helpers/hosts-on-one-database.js';

const MINUTE = 60_000;
let clock = new Date('2025-06-02T12:00:00Z');
const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

const mail = memoryMailer();
let hosts: HostsOnOneDatabase;
let db: Db;
/** A host on the test's database, with the test's clock and mail. */
const host = (config: Partial<Config> = {}): Promise<FastifyInstance> => hosts.host(config);

let a: FastifyInstance;
let b: FastifyInstance;
beforeAll(async () => {
  hosts = await hostsOnOneDatabase({ now: () => clock, mailer: mail, prepare: (app) => (app.wipayFetch = injectFetch(app)) });
  db = hosts.db;
  a = await host();
  b = await host();
});
afterAll(async () => {
  await hosts?.close();
});

type Json = Record<string, unknown>;
let mobileSeq = 7610000;
const cardOrder = (productNo: number, quantity: number, mobile = String(++mobileSeq)): Json => ({
  PMNo: 1,
  IsPickup: 1,
  ODeliverCountryNo: 1,
  CustomerMobile: mobile,
  CustomerName: 'Nalini Ramsaran',
  EmailID: 'nalini@example.tt',
  OrderProductList: [{ ProductNo: productNo, Quantity: quantity }],
});
const cashOrder = (productNo: number, quantity: number): Json => ({ ...cardOrder(productNo, quantity), PMNo: 3 });
const post = async (app: FastifyInstance, url: string, payload: Json, remoteAddress = '10.61.0.1') => {
  const res = await app.inject({ method: 'POST', url, payload, remoteAddress });
  return { status: res.statusCode, body: res.json() as Json, headers: res.headers };
};
const stockOf = async (productNo: number) => (await db.query<{ stock: number }>('SELECT stock FROM products WHERE product_no = $1', [productNo]))[0].stock;
const statusOf = async (orderNo: number) => (await db.query<{ status: string }>('SELECT status FROM orders WHERE order_no = $1', [orderNo]))[0].status;
async function setStock(app: FastifyInstance, productNo: number, stock: number) {
  await db.query('UPDATE products SET stock = $2 WHERE product_no = $1', [productNo, stock]);
  // Every host's snapshot learns the level, as from a staff edit.
  for (const h of [app, ...hosts.apps]) await appCatalog(h)!.stockChanged([productNo]);
}

describe('a card order holds its stock only for the hold', () => {
  it('one card order of the last 3 units sells out the product until the hold ends; then the host cancels it, says why and puts them back', async () => {
    await setStock(a, 20, 3);
    const mobile = String(++mobileSeq);
    const held = await post(a, '/api/shop/GetWipayUrl', cardOrder(20, 3, mobile));
    expect(held.status).toBe(200);
    const orderNo = held.body.OrderNo as number;
    const name = (await db.query<{ name: string }>('SELECT name FROM products WHERE product_no = 20'))[0].name;
    expect(await post(a, '/api/shop/SaveOrder', cashOrder(20, 1))).toMatchObject({ status: 409, body: { msg: stockMessage(name, 0) } });

    advance(59 * MINUTE);
    expect(await appHeldStock(a)!.release()).toEqual([]);
    expect(await statusOf(orderNo)).toBe(S.AwaitingPayment);

    advance(2 * MINUTE);
    expect(await appHeldStock(a)!.release()).toEqual([orderNo]);
    expect(await statusOf(orderNo)).toBe(S.Cancelled);
    expect(await stockOf(20)).toBe(3);
    const [history] = await db.query<Json>('SELECT from_status, status, note, staff_no FROM order_status_history WHERE order_no = $1', [orderNo]);
    expect(history).toEqual({ from_status: S.AwaitingPayment, status: S.Cancelled, note: holdExpiredNote(60), staff_no: null });
    await appOutbox(a)!.flush();
    const told = mail.sent.filter((m) => m.subject === `Order #${orderNo}: Cancelled`);
    expect(told).toHaveLength(1);
    expect(told[0].to).toBe('nalini@example.tt');
    expect(told[0].text).toContain(`Reason: ${holdExpiredNote(60)}`);

    expect((await post(a, '/api/shop/SaveOrder', cashOrder(20, 3))).status).toBe(200);
    expect(await stockOf(20)).toBe(0);
    // A retry of the released order is refused: it takes no payment now.
    expect((await post(a, '/api/shop/GetWipayUrl', { OrderNo: orderNo, CustomerMobile: mobile })).status).toBe(404);
  });

  it('a payment that arrives after the release is a late payment: the order stays cancelled, flagged refund due', async () => {
    await setStock(a, 21, 5);
    const held = await post(a, '/api/shop/GetWipayUrl', cardOrder(21, 2));
    const orderNo = held.body.OrderNo as number;
    // The shopper pays on the gateway's page, but the browser's return reaches the store only after the hold.
    const paid = await a.inject({
      method: 'POST',
      url: new URL(held.body.url as string).pathname,
      payload: `card_number=${APPROVE}&expiry=12%2F30&cvv=123`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(paid.statusCode).toBe(303);
    advance(61 * MINUTE);
    expect(await appHeldStock(b)!.release()).toEqual([orderNo]);
    expect(await stockOf(21)).toBe(5);
    const back = await a.inject({ method: 'POST', url: `/api/shop/WipayReceive${new URL(String(paid.headers.location)).search}` });
    expect(back.json()).toMatchObject({ success: false, status: 'refund_due', OrderNo: orderNo });
    expect(await statusOf(orderNo)).toBe(S.Cancelled);
    expect(await stockOf(21)).toBe(5);
    const flags = await db.query<Json>('SELECT status FROM order_status_history WHERE order_no = $1 ORDER BY history_no', [orderNo]);
    expect(flags.map((f) => f.status)).toEqual([S.Cancelled, REFUND_DUE]);
  });

  it('a paid order keeps its units, and a cash order is never released', async () => {
    await setStock(a, 22, 4);
    const cash = await post(a, '/api/shop/SaveOrder', cashOrder(22, 1));
    const card = await post(a, '/api/shop/GetWipayUrl', cardOrder(22, 1));
    const paid = await a.inject({
      method: 'POST',
      url: new URL(card.body.url as string).pathname,
      payload: `card_number=${APPROVE}&expiry=12%2F30&cvv=123`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await a.inject({ method: 'POST', url: `/api/shop/WipayReceive${new URL(String(paid.headers.location)).search}` });
    advance(24 * 60 * MINUTE);
    await appHeldStock(a)!.release();
    expect(await statusOf(cash.body.OrderNo as number)).toBe(S.Pending);
    expect(await statusOf(card.body.OrderNo as number)).toBe(S.Paid);
    expect(await stockOf(22)).toBe(2);
  });

  it('two hosts releasing at once cancel each order once', async () => {
    await setStock(a, 79, 20);
    const orders: number[] = [];
    for (let i = 0; i < 8; i++) {
      const r = await post(i % 2 ? b : a, '/api/shop/GetWipayUrl', cardOrder(79, 2), `10.61.1.${i}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      orders.push(r.body.OrderNo as number);
    }
    expect(await stockOf(79)).toBe(4);
    advance(61 * MINUTE);
    const [fromA, fromB] = await Promise.all([appHeldStock(a)!.release(), appHeldStock(b)!.release()]);
    expect([...fromA, ...fromB].sort((x, y) => x - y)).toEqual(orders);
    expect(await stockOf(79)).toBe(20);
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_status_history WHERE order_no = ANY($1::int[])', [orders]);
    expect(n).toBe(orders.length);
  });

  it('the host releases on its own, on its timer', async () => {
    const timed = await host({ holdReleaseEveryMs: 20 });
    await setStock(timed, 24, 2);
    const held = await post(timed, '/api/shop/GetWipayUrl', cardOrder(24, 2));
    expect(await stockOf(24)).toBe(0);
    advance(61 * MINUTE);
    await expect.poll(() => statusOf(held.body.OrderNo as number), { timeout: 5_000, interval: 20 }).toBe(S.Cancelled);
    expect(await stockOf(24)).toBe(2);
  });
});

describe('card orders are limited per address and per mobile, on every host together', () => {
  it('60 card orders from one address meet a 429 well before 60', async () => {
    const limited = [await host({ rateLimitScale: 1 }), await host({ rateLimitScale: 1 })];
    const { max, windowMs } = ADDRESS_LIMITS.card;
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 60; i++) {
      const r = await post(limited[i % 2], '/api/shop/GetWipayUrl', cardOrder(86, 1), '10.62.0.1');
      statuses.push(r.status);
      if (r.status === 429) refusal ??= r;
    }
    expect(statuses.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(max).every((s) => s === 429)).toBe(true);
    expect(max).toBeLessThanOrEqual(20);
    expect(refusal!.body).toEqual({ success: false, msg: tooManyRequests(windowMs) });
    expect(Number(refusal!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(limited[0], '/api/shop/GetWipayUrl', cardOrder(86, 1), '10.62.0.2')).status).toBe(200);
  });

  it('one mobile from many addresses meets its own limit', async () => {
    const limited = await host({ rateLimitScale: 1 });
    const mobile = '7629999';
    const { max, windowMs } = MOBILE_CARD_LIMIT;
    for (let i = 0; i < max; i++) expect((await post(limited, '/api/shop/GetWipayUrl', cardOrder(86, 1, mobile), `10.63.0.${i}`)).status).toBe(200);
    const refused = await post(limited, '/api/shop/GetWipayUrl', cardOrder(86, 1, mobile), '10.63.1.1');
    expect(refused).toMatchObject({ status: 429, body: { success: false, msg: tooManyCardOrders(windowMs) } });
    expect((await post(limited, '/api/shop/GetWipayUrl', cardOrder(86, 1), '10.63.1.2')).status).toBe(200);
  });
});
