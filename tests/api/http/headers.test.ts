// Security headers on every HTML answer (host/http/headers.ts).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'http://localhost:3000' } });
});
afterAll(() => t.close());

/** The policy as a map of directive -> sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

const HTML_ROUTES = ['/', '/home', '/productdetails/12', '/checkout', '/fborder/68/16', '/cart', '/usewipay', '/ordertrack', '/demo', '/no-such-page'];

describe('security headers on HTML answers', () => {
  it.each(HTML_ROUTES)('%s carries a strict CSP, nosniff, a referrer policy, a permissions policy and frame protection', async (url) => {
    const res = await t.app.inject({ url });
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
    const csp = directives(String(res.headers['content-security-policy']));
    const script = csp.get('script-src')!;
    expect(script).toContain("'self'");
    // Besides 'self', only the hashes of the pages' fixed inline scripts: no nonce, no 'unsafe-inline'.
    expect(script.slice(1).every((s) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(s))).toBe(true);
    expect(script).not.toContain("'unsafe-inline'");
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    // Only directives every engine knows: WebKit warns on each page of one it does not (manifest-src).
    expect([...csp.keys()].filter((d) => d === 'manifest-src')).toEqual([]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // PUBLIC_URL's origin: og:image is an absolute PUBLIC_URL address, shown by /demo's share preview.
    expect(csp.get('img-src')).toEqual(["'self'", 'http://localhost:3000', 'data:', 'blob:']);
    expect(csp.get('form-action')).toEqual(["'self'", 'http://localhost:3000']);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toBeUndefined(); // http PUBLIC_URL: no HSTS
  });

  it("allows /usewipay's inline script by its hash, the same policy and bytes for every answer", async () => {
    const [a, b] = await Promise.all([t.app.inject({ url: '/usewipay' }), t.app.inject({ url: '/usewipay' })]);
    expect(a.headers['content-security-policy']).toBe(b.headers['content-security-policy']);
    expect(a.body).toBe(b.body);
    const inline = [...a.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    expect(String(a.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}'`);
    // Every other <script> on the page is external or data (JSON-LD), never inline code.
    for (const tag of a.body.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/^<script>$|src=|type="application\/(ld\+)?json"/);
  });

  it('lets partner pages load the bundle and media (no same-origin resource policy), without page headers on JSON', async () => {
    const css = await t.app.inject({ url: '/assets/site.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['cross-origin-resource-policy']).toBeUndefined();
    expect(css.headers['content-security-policy']).toBeUndefined();
    const api = await t.app.inject({ url: '/api/Trini/GetCityList' });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-security-policy']).toBeUndefined();
  });
});
