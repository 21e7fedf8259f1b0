// demo/partner-server.ts: serves the partner page with the store's URL filled in, and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerServer, storeBase, type PartnerServer } from '../../../demo/partner-server.js';

let partner: PartnerServer;
beforeAll(async () => {
  partner = await startPartnerServer({ host: '127.0.0.1', port: 0, storeUrl: 'http://127.0.0.1:3999/' });
});
afterAll(() => partner.close());

describe('partner page server', () => {
  it('serves the page with one module script from STORE_URL and the partner widgets', async () => {
    expect(partner.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${partner.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html).not.toContain('{{STORE_URL}}');
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual(['<script type="module" src="http://127.0.0.1:3999/widgets/trini-widgets.js">']);
    expect(html).toMatch(/<trini-product-card product-no="\d+" shop-no="21">/);
    expect(html).toMatch(/<trini-quick-order product-no="\d+" shop-no="21">/);
    expect(html).toContain('<trini-cart-button');
    expect(html).toContain('<trini-cart-panel>');
    expect((await fetch(`${partner.url}/index.html`)).status).toBe(200);
  });

  it('serves nothing outside demo/partner and only GET/HEAD', async () => {
    for (const path of ['/../partner-server.ts', '/%2e%2e/partner-server.ts', '/..%2f..%2fpackage.json', '/missing.html', '/index.ts']) {
      expect((await fetch(`${partner.url}${path}`)).status, path).toBe(404);
    }
    expect((await fetch(`${partner.url}/`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${partner.url}/`, { method: 'HEAD' })).status).toBe(200);
  });

  it('accepts only http(s) store URLs and drops trailing slashes', () => {
    expect(storeBase('https://shop.example.tt/')).toBe('https://shop.example.tt');
    expect(storeBase('http://127.0.0.1:3000/store/')).toBe('http://127.0.0.1:3000/store');
    expect(() => storeBase('javascript:alert(1)')).toThrow(/http/);
  });
});
