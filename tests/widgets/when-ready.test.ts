// @vitest-environment happy-dom
// widgets/when-ready.ts: an app that mounts a widget before the loader has run waits for it without throwing.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenReady } from '../../widgets/when-ready.js';
import { flush, shadow } from './mount.js';

afterEach(async () => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  await flush();
});

describe('whenReady', () => {
  it('waits for an element mounted before the loader: no ready yet, then defined, mounted and rendered', async () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 500 }));
    const inDocument = document.createElement('trini-back-to-top');
    document.body.append(inDocument);
    expect(customElements.get('trini-back-to-top')).toBeUndefined();
    expect('ready' in inDocument).toBe(false); // what an app that reads el.ready.then trips on
    const waiting = whenReady(inDocument);

    await act(async () => {
      await import('../../widgets/index.js');
      await expect(waiting).resolves.toBe(inDocument);
    });
    expect(shadow(inDocument).querySelector('[part="root"]')).not.toBeNull();
  });

  it('resolves at once for a widget that is already mounted', async () => {
    await import('../../widgets/index.js');
    const el = document.createElement('trini-back-to-top');
    await act(async () => {
      document.body.append(el);
      await expect(whenReady(el)).resolves.toBe(el);
    });
  });
});
