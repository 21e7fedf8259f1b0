// Helpers for widget tests (happy-dom): mount an element through the real loader and wait until its
// React tree has rendered.
import { act } from 'react';
import type { Product } from '../../widgets/domain/types.js';
// Its global event maps type the trini-* events the tests listen for (e.detail).
import type {} from '../../widgets/runtime/events.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export type WidgetElement = HTMLElement & { ready: Promise<void> };

/** Parses `html` (one element), appends it to <body>, waits for its chunk and first render. */
export async function mount<T extends HTMLElement = WidgetElement>(html: string, parent: Element = document.body): Promise<T & WidgetElement> {
  const tpl = document.createElement('template');
  tpl.innerHTML = html.trim();
  const el = tpl.content.firstElementChild as T & WidgetElement;
  await act(async () => {
    parent.append(el);
    await el.ready;
  });
  return el;
}

/** Lets observers, microtasks, timers of 0 ms and React work settle. */
export async function flush(): Promise<void> {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

export function shadow(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`${el.tagName} has no shadow root`);
  return el.shadowRoot;
}

/** A fake JWT (unsigned; the widgets only decode). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.c2lnbmF0dXJl`;
}

/** A product with every field; override what the test is about. */
export function product(over: Partial<Product> = {}): Product {
  return {
    ProductNo: 1,
    ProductName: 'Aloe Body Cream',
    ProductDescription: '',
    ProductCategoryNo: 1,
    ProductCategoryName: 'Body Cream',
    NewCategoryName: 'Body Care',
    StyleName: '',
    ProductStyle: '',
    Barcode: '123',
    ProductSKUNo: '',
    SalesPrice: 100,
    SalesPrice2: 0,
    SalesPrice3: 0,
    SalesPrice5: 0,
    Price: 100,
    Total: 0,
    DiscountPercent: 0,
    DiscountAmount: 0,
    FreeDelivery: 0,
    FreeDeliveryQuantity: 0,
    RibbonText: '',
    IsSoldOut: 0,
    ProductSKUCount: 1,
    VideoFileName: '',
    ImageFilePath: 'p/1.jpg',
    ImageFilePathThumbnail: 'p/1t.jpg',
    Thumbnail: '',
    ProductImageList: [],
    ProductSKUList: [],
    ProductReviewList: [],
    Rating: 0,
    ReviewCount: 0,
    DateAdded: '2024-01-01',
    ...over,
  };
}
