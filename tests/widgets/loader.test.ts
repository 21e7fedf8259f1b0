// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, mount, shadow } from './mount.js';

const counter = vi.hoisted(() => ({ cartButtonImports: 0 }));
vi.mock('../../widgets/ui/cart-button/element.js', async (importOriginal) => {
  counter.cartButtonImports++;
  return importOriginal();
});

const TAGS = [
  'trini-product-grid',
  'trini-product-card',
  'trini-product-detail',
  'trini-cart-button',
  'trini-cart-panel',
  'trini-cart',
  'trini-checkout',
  'trini-quick-order',
  'trini-account-menu',
  'trini-payment-return',
  'trini-config',
];

afterEach(async () => {
  document.body.innerHTML = '';
  await flush();
});

describe('loader', () => {
  it('defines every tag and the global', async () => {
    await import('../../widgets/index.js');
    for (const tag of TAGS) expect(customElements.get(tag), tag).toBeTypeOf('function');
    expect(window.TriniWidgets?.version).toBeTypeOf('string');
    expect(window.TriniWidgets?.configure).toBeTypeOf('function');
  });

  it('loading twice is harmless', async () => {
    const first = customElements.get('trini-cart-button');
    const global = window.TriniWidgets;
    vi.resetModules();
    await expect(import('../../widgets/index.js')).resolves.toBeTruthy();
    expect(customElements.get('trini-cart-button')).toBe(first);
    expect(window.TriniWidgets).toBe(global);
  });

  it('imports a widget chunk only when its tag first connects, and once', async () => {
    await import('../../widgets/index.js');
    const el = document.createElement('trini-cart-button');
    await flush();
    expect(counter.cartButtonImports).toBe(0);
    expect(el.shadowRoot).toBeNull();
    const mounted = await mount('<trini-cart-button></trini-cart-button>');
    expect(counter.cartButtonImports).toBe(1);
    expect(shadow(mounted).querySelector('button')).not.toBeNull();
    await mount('<trini-cart-button></trini-cart-button>');
    expect(counter.cartButtonImports).toBe(1);
  });

  it('reads attributes set before load and re-renders when they change', async () => {
    await import('../../widgets/index.js');
    const el = await mount('<trini-cart-button label="Basket"></trini-cart-button>');
    const button = () => shadow(el).querySelector('button')!;
    expect(button().getAttribute('aria-label')).toBe('Basket, 0 items');
    el.setAttribute('label', 'Bag');
    await flush();
    expect(button().getAttribute('aria-label')).toBe('Bag, 0 items');
  });

  it('unmounts on disconnect and mounts again on reconnect; a move keeps the tree', async () => {
    await import('../../widgets/index.js');
    const el = await mount('<trini-cart-button></trini-cart-button>');
    const root = shadow(el).querySelector('.trini-root');
    expect(root).not.toBeNull();

    const other = document.createElement('div');
    document.body.append(other);
    other.append(el); // a move: disconnect + connect in one task
    await flush();
    expect(shadow(el).querySelector('.trini-root')).toBe(root);

    el.remove();
    await flush();
    expect(shadow(el).querySelector('.trini-root')).toBeNull();

    await act(async () => {
      document.body.append(el);
    });
    await flush();
    expect(shadow(el).querySelector('.trini-root button')).not.toBeNull();
  });

  it('shares one constructed stylesheet per widget between instances, plus the token sheet', async () => {
    await import('../../widgets/index.js');
    const a = await mount('<trini-cart-button></trini-cart-button>');
    const b = await mount('<trini-cart-button></trini-cart-button>');
    const sa = shadow(a).adoptedStyleSheets;
    const sb = shadow(b).adoptedStyleSheets;
    if (sa.length) {
      expect(sa.length).toBe(2);
      expect(sa[0]).toBe(sb[0]);
      expect(sa[1]).toBe(sb[1]);
    } else {
      expect(shadow(a).querySelectorAll('style[data-trini]').length).toBe(2); // fallback path
    }
  });

  it('<trini-config> and configure() override the bundle-origin defaults', async () => {
    await import('../../widgets/index.js');
    const { $config } = await import('../../widgets/runtime/config.js');
    expect($config.get().apiBase).toBe(location.origin + '/');
    const cfg = document.createElement('trini-config');
    cfg.setAttribute('api-base', 'https://api.example.tt');
    cfg.setAttribute('store-base', 'https://shop.example.tt/');
    document.body.append(cfg);
    expect($config.get().apiBase).toBe('https://api.example.tt/');
    expect($config.get().mediaBase).toBe('https://api.example.tt/media/'); // media follow the API host
    expect($config.get().storeBase).toBe('https://shop.example.tt/');
    const { links } = await import('../../widgets/runtime/links.js');
    expect(links.product(12)).toBe('https://shop.example.tt/productdetails/12');
    window.TriniWidgets!.configure({ storeBase: location.origin, apiBase: location.origin, mediaBase: location.origin + '/media' });
    expect(links.product(12)).toBe('/productdetails/12');
    expect(links.search('Face Wash')).toBe('/search/Face%20Wash');
  });
});
