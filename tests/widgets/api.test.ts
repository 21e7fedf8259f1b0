// @vitest-environment happy-dom
// The API client, faked at the fetch level only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt } from './mount.js';

type Call = { url: string; method: string; headers: Headers; body: string; credentials: string };
let calls: Call[] = [];
let reply: () => Response;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(async () => {
  vi.resetModules();
  localStorage.clear();
  calls = [];
  reply = () => json({ success: true, msg: 'ok' });
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    calls.push({ url: req.url, method: req.method, headers: req.headers, body: await req.text(), credentials: req.credentials });
    return reply();
  });
  document.cookie = 'XSRF-TOKEN=tok%2B123; path=/';
  const { configure } = await import('../../widgets/runtime/config.js');
  configure({ apiBase: location.origin, mediaBase: location.origin, storeBase: location.origin });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const review = { ProductNo: 1, CustomerMobile: '7654321', CustomerName: 'Asha', ReviewTitle: 'Great', Comments: 'Lovely', Rating: 5 };

describe('api client', () => {
  it('sends X-XSRF-TOKEN on same-origin POST, not on GET', async () => {
    const { saveReview } = await import('../../widgets/api/customer.js');
    const { getProducts } = await import('../../widgets/api/catalog.js');
    await expect(saveReview(review)).resolves.toEqual({ success: true, msg: 'ok' });
    expect(calls[0].url).toBe(location.origin + '/api/trini/saveproductreview');
    expect(calls[0].method).toBe('POST');
    expect(calls[0].headers.get('X-XSRF-TOKEN')).toBe('tok+123');
    expect(calls[0].headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(calls[0].body)).toEqual(review);
    expect(calls[0].credentials).toBe('same-origin');

    reply = () => json([{ ProductNo: 1 }]);
    await expect(getProducts({ HomePageProducts: 1, PageNo: 2 })).resolves.toHaveLength(1);
    const url = new URL(calls[1].url);
    expect(url.pathname).toBe('/api/trini/GetProducts');
    expect(Object.fromEntries(url.searchParams)).toEqual({ UseForGN: '1', MaxRecords: '15', HomePageProducts: '1', PageNo: '2' });
    expect(calls[1].headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('sends no anti-forgery header cross-origin', async () => {
    const { configure } = await import('../../widgets/runtime/config.js');
    configure({ apiBase: 'https://store.example.tt' });
    const { saveReview } = await import('../../widgets/api/customer.js');
    await saveReview(review);
    expect(calls[0].url).toBe('https://store.example.tt/api/trini/saveproductreview');
    expect(calls[0].headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('sends Authorization when logged in', async () => {
    const token = fakeJwt({ custom_id: '1', custom_CustomerName: 'Asha', exp: Math.floor(Date.now() / 1000) + 60 });
    const { login } = await import('../../widgets/state/session.js');
    const { getCityList } = await import('../../widgets/api/catalog.js');
    reply = () => json([]);
    await getCityList();
    expect(calls[0].headers.get('Authorization')).toBeNull();
    expect(login(token)).toBe(true);
    await getCityList();
    expect(calls[1].headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('returns a 4xx {success:false,msg} as a value; 5xx and network failures throw', async () => {
    const api = await import('../../widgets/api/customer.js');
    const { ApiError } = await import('../../widgets/api/client.js');
    reply = () => json({ success: false, msg: 'Invalid mobile or password' }, 401);
    await expect(api.login('7654321', 'x')).resolves.toEqual({ success: false, msg: 'Invalid mobile or password' });
    reply = () => json({ Token: 'abc' });
    await expect(api.login('7654321', 'x')).resolves.toEqual({ success: true, Token: 'abc' });
    reply = () => json({ success: false, msg: 'Title is required.' }, 400);
    await expect(api.saveReview(review)).resolves.toEqual({ success: false, msg: 'Title is required.' });
    reply = () => new Response('boom', { status: 500 });
    await expect(api.saveReview(review)).rejects.toBeInstanceOf(ApiError);
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(api.saveReview(review)).rejects.toThrow();
  });

  it('order calls carry the Idempotency-Key; WipayReceive forwards the gateway query', async () => {
    const orders = await import('../../widgets/api/orders.js');
    reply = () => json({ success: true, msg: '', OrderNo: 5, ItemTotal: 100, Freight: 40, TotalAmount: 140 });
    const payload = {
      PMNo: 3,
      OrderProductList: [{ ProductNo: 1, Quantity: 1 }],
      IsPickup: 0,
      CustomerMobile: '7654321',
      CustomerName: 'Asha',
      ODeliverCountryNo: 1,
    };
    await expect(orders.saveOrder(payload, 'key-1')).resolves.toMatchObject({ success: true, OrderNo: 5 });
    expect(calls[0].url).toBe(location.origin + '/api/shop/SaveOrder');
    expect(calls[0].headers.get('Idempotency-Key')).toBe('key-1');
    reply = () => json({ success: true, msg: '', status: 'success' });
    await orders.wipayReceive('?order_id=5&status=success&hash=abc');
    const url = new URL(calls[1].url);
    expect(url.pathname).toBe('/api/shop/WipayReceive');
    expect(url.searchParams.get('order_id')).toBe('5');
    expect(url.searchParams.get('hash')).toBe('abc');
  });

  it('getShop gives null for an unknown shop; loadProduct asks for reviews', async () => {
    const catalog = await import('../../widgets/api/catalog.js');
    reply = () => json({ ShopNo: 21, ShopName: '' });
    await expect(catalog.getShop(21)).resolves.toBeNull();
    reply = () => json({ ProductNo: 12 });
    await catalog.loadProduct(12, true);
    expect(calls[1].url).toBe(location.origin + '/api/Product/loadproduct?ProductNo=12&LoadReviews=true');
  });

  it('getCategoryProducts asks for one page of a category and gives its ProductList', async () => {
    const { getCategoryProducts } = await import('../../widgets/api/catalog.js');
    reply = () => json({ ProductList: [{ ProductNo: 7 }, { ProductNo: 8 }] });
    await expect(getCategoryProducts(3, { pageNo: 2, maxRecords: 100 })).resolves.toEqual([{ ProductNo: 7 }, { ProductNo: 8 }]);
    const url = new URL(calls[0].url);
    expect(url.pathname).toBe('/api/Product/GetProducts');
    expect(Object.fromEntries(url.searchParams)).toEqual({ CategoryNo: '3', MaxRecords: '100', PageNo: '2' });

    reply = () => json({ ProductList: null });
    await expect(getCategoryProducts(3)).resolves.toEqual([]);
    expect(Object.fromEntries(new URL(calls[1].url).searchParams)).toEqual({ CategoryNo: '3', MaxRecords: '15' });
  });

  it('is ky: a GET failing on the network or busy is sent twice more after 0.3 s and 0.6 s; a POST once; 20 s is a timeout', async () => {
    const { getCityList } = await import('../../widgets/api/catalog.js');
    const { saveReview } = await import('../../widgets/api/customer.js');
    let failures = 0;
    reply = () => {
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return json([]);
    };
    vi.useFakeTimers();
    try {
      /** The settled answer of `call`, with the tries made before and after the retries' 0.3 s and 0.6 s waits. */
      const settled = async (call: () => Promise<unknown>) => {
        const before = calls.length;
        const answer = call().then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        await vi.advanceTimersByTimeAsync(299);
        const early = calls.length - before;
        await vi.advanceTimersByTimeAsync(601);
        return { ...(await answer), early, tries: calls.length - before };
      };
      failures = 2;
      expect(await settled(getCityList)).toEqual({ value: [], early: 1, tries: 3 });
      failures = 3;
      expect(await settled(getCityList)).toEqual({ error: expect.any(TypeError), early: 1, tries: 3 });
      reply = () => (failures-- > 0 ? json({ msg: 'busy' }, 503) : json([]));
      failures = 1;
      expect(await settled(getCityList)).toEqual({ value: [], early: 1, tries: 2 });
      reply = () => {
        throw new TypeError('Failed to fetch');
      };
      expect(await settled(() => saveReview(review))).toEqual({ error: expect.any(TypeError), early: 1, tries: 1 });

      let aborted = false;
      vi.stubGlobal('fetch', (input: Request) => new Promise<Response>(() => input.signal.addEventListener('abort', () => (aborted = true))));
      const answer = expect(saveReview(review)).rejects.toMatchObject({ name: 'TimeoutError' });
      await vi.advanceTimersByTimeAsync(20_000);
      await answer;
      expect(aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
