// @vitest-environment happy-dom
// Widgets on another origin than the store's (docs/embedding.md): the store says whether it allows the page's origin;
// when it does not, the buy button and the quick order form give way to one notice for the site owner, logged once,
// and nothing that would call the API is shown or sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, mount, product, shadow } from './mount.js';

await import('../../widgets/index.js');
const { configure } = await import('../../widgets/runtime/config.js');
const { EMBED_NOTICE_TITLE } = await import('../../widgets/ui/shared/EmbedGate.js');

let requests: URL[] = [];
let store = 0;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A store on an origin of its own for each test (the answer is asked once per store) that allows this page or not. */
function storeThat(allowed: boolean): void {
  store++;
  const base = `http://store-${store}.example.tt/`;
  requests = [];
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const url = new URL(req.url);
    requests.push(url);
    if (url.pathname === '/api/shop/EmbedAccess') return json({ success: true, Origin: location.origin, Allowed: allowed });
    if (url.pathname === '/api/Product/loadproduct') return json(product({ ProductNo: 12, ProductName: 'Rosehip Oil' }));
    return json({ success: false, msg: 'unexpected' }, 404);
  });
  configure({ apiBase: base, mediaBase: `${base}media/`, storeBase: base });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  await flush();
});

const until = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true), { timeout: 2000, interval: 5 });

describe('an origin the store does not allow', () => {
  it('shows the site owner which origin to register and where, logs it once, and offers no order button', async () => {
    storeThat(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const card = await mount('<trini-product-card product-no="12" shop-no="21"></trini-product-card>');
    const form = await mount('<trini-quick-order product-no="12" shop-no="21"></trini-quick-order>');
    for (const el of [card, form]) await until(() => !!shadow(el).querySelector('[part="embed-notice"]'));
    for (const el of [card, form]) {
      const notice = shadow(el).querySelector('[part="embed-notice"]')!.textContent!;
      expect(notice).toContain(EMBED_NOTICE_TITLE);
      expect(notice).toContain(`add ${location.origin} to your shop's site origins (back office, Shops screen)`);
      expect(shadow(el).querySelector('button')).toBeNull();
    }
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain(`add ${location.origin} to your shop's site origins`);
    expect(requests.map((u) => u.pathname)).toEqual(['/api/shop/EmbedAccess']);
  });
});

describe('an origin the store allows', () => {
  it('asks once, then loads and shows the product with its add button', async () => {
    storeThat(true);
    const warn = vi.spyOn(console, 'warn');
    const card = await mount('<trini-product-card product-no="12"></trini-product-card>');
    await until(() => !!shadow(card).querySelector('[part="add-button"]'));
    expect(shadow(card).querySelector('[part="embed-notice"]')).toBeNull();
    expect(requests.map((u) => u.pathname)).toEqual(['/api/shop/EmbedAccess', '/api/Product/loadproduct']);
    expect(warn).not.toHaveBeenCalled();
  });
});
