// The preview page's files (host/pages/demo.ts): the page scripts, and the manifest the build wrote, which
// the page builds its controls from; the attribute copy it used to carry (demo/widgets.js) is gone.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/demo', () => {
  it('serves dist/custom-elements.json as JSON at /demo/custom-elements.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo/custom-elements.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.payload).toBe(readFileSync(new URL('../../../dist/custom-elements.json', import.meta.url), 'utf8'));
    expect(res.json()).toMatchObject({ schemaVersion: '1.0.0' });
  });

  it.each(['/demo/demo.js', '/demo/manifest.js', '/demo/presets.js', '/demo/snippets.js'])('serves %s as JavaScript', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('no longer serves the old attribute copy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/demo/widgets.js' })).statusCode).toBe(404);
  });
});
