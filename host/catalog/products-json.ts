import type { Product } from '../../widgets/domain/types.js';
import { RawJson } from './response-cache.js';

// A list answer is its products' JSON joined: each product (a snapshot's object, never changed) is serialised
// the first time an answer holds it and then reused, so a fresh search or category page costs the joining of
// strings already made instead of serialising 15 to 100 products again (most of such a request's time with
// 10,000 products). The result is byte for byte JSON.stringify(list). The memo goes with the snapshot's objects.
const serialised = new WeakMap<Product, string>();

function productJson(product: Product): string {
  let text = serialised.get(product);
  if (text === undefined) {
    text = JSON.stringify(product);
    serialised.set(product, text);
  }
  return text;
}

/** JSON.stringify(list), from the products' remembered JSON. */
export function productsJson(list: readonly Product[]): RawJson {
  return new RawJson(`[${list.map(productJson).join(',')}]`);
}

/** JSON.stringify({ [name]: list }). */
export function productsJsonIn(name: string, list: readonly Product[]): RawJson {
  return new RawJson(`{${JSON.stringify(name)}:${productsJson(list).text}}`);
}
