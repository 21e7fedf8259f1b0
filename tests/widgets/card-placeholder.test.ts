// @vitest-environment happy-dom
// The product card's placeholder (widgets/loader/card-placeholder.ts): the loader draws the card's own loading
// skeleton with its Add To Cart button before the card's code has arrived, and a tap on that button adds the product,
// once, when the card has loaded.
import { act, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_PLACEHOLDER_HTML, drawCardPlaceholder } from '../../widgets/loader/card-placeholder.js';
import { CardSkeleton } from '../../widgets/ui/product-card/CardSkeleton.js';
import { flush, product, shadow, type WidgetElement } from './mount.js';

// The card's code arrives when the test says so.
const chunk = vi.hoisted(() => {
  let arrive = () => {};
  return { arrived: new Promise<void>((resolve) => (arrive = resolve)), arrive: () => arrive() };
});
vi.mock('../../widgets/ui/product-card/element.js', async (importOriginal) => {
  await chunk.arrived;
  return importOriginal();
});

await import('../../widgets/index.js');
const { configure } = await import('../../widgets/runtime/config.js');
const cart = await import('../../widgets/state/cart.js');
const { $toasts, clearToasts } = await import('../../widgets/state/toasts.js');

beforeEach(() => {
  configure({ apiBase: location.origin, mediaBase: `${location.origin}/media/`, storeBase: location.origin });
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(product({ ProductNo: 12, ProductName: 'Rosehip Face Oil' })), { status: 200 }));
  cart.clear();
  clearToasts();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  await flush();
});

describe('the product card placeholder', () => {
  it("is the card's own loading skeleton with its Add To Cart button", () => {
    const skeleton = renderToStaticMarkup(createElement(CardSkeleton, { addButton: true }));
    expect(CARD_PLACEHOLDER_HTML.replace(' part="root" data-placeholder', '')).toBe(skeleton);
  });

  it('is drawn before the code arrives; a tap on its button adds the product once the card has loaded', async () => {
    const el = document.createElement('trini-product-card') as WidgetElement;
    el.setAttribute('product-no', '12');
    const added: unknown[] = [];
    el.addEventListener('trini-add-to-cart', (e) => added.push((e as CustomEvent).detail));
    document.body.append(el);
    const standIn = shadow(el).querySelector<HTMLElement>('[data-placeholder] [data-stands-for="add-button"]');
    expect(standIn?.textContent).toBe('Add To Cart');
    standIn!.click();
    expect(standIn!.getAttribute('aria-busy')).toBe('true');
    expect(cart.$cart.get().ItemList).toEqual([]);

    await act(async () => {
      chunk.arrive();
      await el.ready;
    });
    await vi.waitFor(async () => {
      await flush();
      expect(cart.$cart.get().ItemList.map((l) => [l.ProductNo, l.Quantity])).toEqual([[12, 1]]);
    });
    await flush(); // the caption
    expect(added).toHaveLength(1);
    expect($toasts.get().map((t) => t.text)).toEqual(['Item Added To Cart']);
    expect(shadow(el).querySelector('[data-placeholder], [data-stands-for], [aria-busy]')).toBeNull();
    expect(shadow(el).querySelector('[part="add-button"]')?.textContent).toBe('Item Added To Cart');
  });

  it('is not drawn for a compact card, nor into a shadow root already there', () => {
    const compact = document.createElement('div');
    compact.setAttribute('compact', '');
    expect(drawCardPlaceholder(compact)).toBeNull();
    const rendered = document.createElement('div');
    rendered.attachShadow({ mode: 'open' });
    expect(drawCardPlaceholder(rendered)).toBeNull();
  });
});
