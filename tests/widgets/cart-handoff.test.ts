// @vitest-environment happy-dom
// A partner page's cart reaches the store: links to /cart and /checkout from another origin carry the
// lines, and the store rebuilds them from its own catalogue.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { product } from './mount.js';

const STORE = 'https://shop.example.tt/';

async function fresh() {
  vi.resetModules();
  const config = await import('../../widgets/runtime/config.js');
  const cart = await import('../../widgets/state/cart.js');
  const handoff = await import('../../widgets/state/cart-handoff.js');
  const { links } = await import('../../widgets/runtime/links.js');
  return { ...config, ...cart, ...handoff, links };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  history.replaceState(null, '', '/');
});
afterEach(() => vi.unstubAllGlobals());

describe('cart hand-off from a partner page', () => {
  it('encodes and decodes lines with and without options; garbage is skipped', async () => {
    const { decodeHandoff } = await fresh();
    expect(decodeHandoff('12*2,18*1*Red*M,abc,0*1,5*-2,7*3*Light%20Blue*')).toEqual([
      { ProductNo: 12, Quantity: 2 },
      { ProductNo: 18, Quantity: 1, Color: 'Red', Size: 'M' },
      { ProductNo: 7, Quantity: 3, Color: 'Light Blue', Size: '' },
    ]);
  });

  it('cross-origin cart and checkout links carry the cart; same-origin links do not', async () => {
    const m = await fresh();
    m.configure({ storeBase: STORE, apiBase: STORE });
    expect(m.links.checkout()).toBe('https://shop.example.tt/checkout');
    m.addProduct(product({ ProductNo: 12, SalesPrice: 100 }), 2);
    m.addProduct(product({ ProductNo: 18, SalesPrice: 50, ProductSKUList: [] }), 1, { Color: 'Red', Size: 'M' });
    expect(m.links.checkout()).toBe('https://shop.example.tt/checkout?items=12*2,18*1*Red*M');
    expect(m.links.cart()).toBe('https://shop.example.tt/cart?items=12*2,18*1*Red*M');
    expect(m.links.product(12)).toBe('https://shop.example.tt/productdetails/12');
    m.configure({ storeBase: location.origin, apiBase: location.origin });
    expect(m.links.checkout()).toBe('/checkout');
  });

  it('the store rebuilds the handed-over lines from its own catalogue, once, and cleans the address', async () => {
    history.replaceState(null, '', '/checkout?items=12*2,99*1&shop=21');
    const m = await fresh();
    m.configure({ apiBase: location.origin, storeBase: location.origin });
    vi.stubGlobal('fetch', async (input: Request | string) => {
      const url = new URL(typeof input === 'string' ? input : input.url);
      const no = Number(url.searchParams.get('ProductNo'));
      if (no === 12) return new Response(JSON.stringify(product({ ProductNo: 12, SalesPrice: 80 })), { headers: { 'content-type': 'application/json' } });
      return new Response(JSON.stringify({ success: false, msg: 'Product not found.' }), { status: 404, headers: { 'content-type': 'application/json' } });
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await m.importHandoff()).toBe(1);
    const line = m.$cart.get().ItemList[0];
    expect([line.ProductNo, line.Quantity, line.SalesPrice]).toEqual([12, 2, 80]);
    expect(location.pathname + location.search).toBe('/checkout?shop=21');
    expect(await m.importHandoff()).toBe(0);
    expect(m.$cart.get().ItemList[0].Quantity).toBe(2);
  });
});
