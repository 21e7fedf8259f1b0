// A card order placed on a partner's page (docs/payments.md#back-to-the-partner-page): GetWipayUrl keeps the page it names
// (ReturnTo) when its origin is saved with the order's shop or listed in EMBED_ORIGINS, and WipayReceive's verified
// success answers it with the order number, so the return page sends the shopper back there. Any other page, a
// page whose origin the shop no longer has, and a declined payment get no ReturnTo: the shopper stays on the store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appCatalog } from '../../../host/app.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { APPROVE, DECLINE, injectFetch, payAndReturn } from '../../helpers/card-flow.js';
import { RETURN_PAGE_INVALID } from '../../../widgets/domain/return-page.js';
import type { OrderPayload } from '../../../widgets/domain/types.js';

const GLOW = 'http://127.0.0.2:3001'; // saved with shop 21
const SANDO = 'https://sando.example.tt'; // saved with shop 22
const OPERATOR = 'https://operator.example.tt'; // EMBED_ORIGINS: every shop's

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { embedOrigins: [OPERATOR] } });
  t.app.wipayFetch = injectFetch(t.app);
  await setOrigins(21, [GLOW]);
  await setOrigins(22, [SANDO]);
});
afterAll(() => t?.close());

/** A shop's saved origins, as SaveShop leaves them (the snapshot rebuilt). */
async function setOrigins(shopNo: number, origins: string[]): Promise<void> {
  await t.db.query('UPDATE shops SET origins = $2 WHERE shop_no = $1', [shopNo, origins]);
  await appCatalog(t.app)!.reload();
}

let mobile = 7310000;
function cardOrder(shopNo: number, returnTo?: unknown): Omit<OrderPayload, 'ReturnTo'> & { ReturnTo?: unknown } {
  return {
    PMNo: 1,
    IsPickup: 1,
    ODeliverCountryNo: 1,
    CustomerMobile: String(++mobile),
    CustomerName: 'Keisha Partner',
    OrderProductList: [{ ProductNo: 18, Quantity: 1, Color: 'Lemongrass', Size: '250 g' }],
    ShopNo: shopNo,
    Source: 1,
    ...(returnTo === undefined ? {} : { ReturnTo: returnTo }),
  };
}

async function placeCardOrder(body: object): Promise<{ orderNo: number; url: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/shop/GetWipayUrl', payload: body });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json<{ OrderNo: number; url: string }>();
  return { orderNo: answer.OrderNo, url: answer.url };
}

const storedPage = async (orderNo: number) =>
  (await t.db.query<{ return_page: string | null }>('SELECT return_page FROM orders WHERE order_no = $1', [orderNo]))[0].return_page;

describe('a card order from a partner page', () => {
  it("returns to the page on the shop's own origin, with the order number, also on a repeated return", async () => {
    const { orderNo, url } = await placeCardOrder(cardOrder(21, `${GLOW}/one-tag.html?month=may#buy`));
    expect(await storedPage(orderNo)).toBe(`${GLOW}/one-tag.html?month=may`);
    const hosted = new URL(url);
    expect(hosted.origin).toBe(new URL(t.config.publicUrl).origin); // the gateway still returns to the store's /wipay

    const res = await t.app.inject({
      method: 'POST',
      url: url.slice(hosted.origin.length),
      payload: `card_number=${APPROVE}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const back = new URL(String(res.headers.location));
    expect(back.origin + back.pathname).toBe(`${t.config.publicUrl}/wipay`);
    const received = await t.app.inject({ method: 'POST', url: `/api/shop/WipayReceive?${back.searchParams.toString()}` });
    expect(received.json()).toMatchObject({
      success: true,
      status: 'success',
      OrderNo: orderNo,
      ReturnTo: `${GLOW}/one-tag.html?month=may&trini-order=${orderNo}`,
    });
    const [order] = await t.db.query<{ status: string; shop_no: number; source: number }>('SELECT status, shop_no, source FROM orders WHERE order_no = $1', [
      orderNo,
    ]);
    expect(order).toEqual({ status: 'Paid', shop_no: 21, source: 1 });

    const again = await t.app.inject({ method: 'POST', url: `/api/shop/WipayReceive?${back.searchParams.toString()}` });
    expect(again.json()).toMatchObject({ success: true, ReturnTo: `${GLOW}/one-tag.html?month=may&trini-order=${orderNo}` });
  });

  it("returns to an operator's EMBED_ORIGINS page for any shop", async () => {
    const { orderNo, url } = await placeCardOrder(cardOrder(22, `${OPERATOR}/shop`));
    expect(await payAndReturn(t.app, url, APPROVE)).toMatchObject({ status: 'success', ReturnTo: `${OPERATOR}/shop?trini-order=${orderNo}` });
  });

  it("keeps no page on another shop's origin: the shopper ends on the store's success page", async () => {
    const { orderNo, url } = await placeCardOrder(cardOrder(21, `${SANDO}/buy`));
    expect(await storedPage(orderNo)).toBeNull();
    const answer = await payAndReturn(t.app, url, APPROVE);
    expect(answer).toMatchObject({ success: true, status: 'success', OrderNo: orderNo });
    expect(answer).not.toHaveProperty('ReturnTo');
  });

  it('sends nobody back to an origin the shop removed after the order was placed', async () => {
    const { orderNo, url } = await placeCardOrder(cardOrder(22, `${SANDO}/buy`));
    expect(await storedPage(orderNo)).toBe(`${SANDO}/buy`);
    await setOrigins(22, []);
    try {
      expect(await payAndReturn(t.app, url, APPROVE)).not.toHaveProperty('ReturnTo');
    } finally {
      await setOrigins(22, [SANDO]);
    }
  });

  it('answers a declined payment without ReturnTo: the store offers Try again', async () => {
    const { url } = await placeCardOrder(cardOrder(21, `${GLOW}/`));
    const answer = await payAndReturn(t.app, url, DECLINE);
    expect(answer).toMatchObject({ success: false, status: 'failed' });
    expect(answer).not.toHaveProperty('ReturnTo');
  });

  it.each<[string, unknown]>([
    ['a script address', 'javascript:alert(1)'],
    ['a relative path', '/one-tag.html'],
    ['a number', 21],
    ['credentials', `http://ann:pw@127.0.0.2:3001/`],
  ])('refuses %s as ReturnTo with a 400 and stores no order', async (_what, returnTo) => {
    const body = cardOrder(21, returnTo);
    const res = await t.app.inject({ method: 'POST', url: '/api/shop/GetWipayUrl', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, msg: RETURN_PAGE_INVALID });
    expect(await t.db.query('SELECT order_no FROM orders WHERE customer_mobile = $1', [body.CustomerMobile])).toEqual([]);
  });
});
