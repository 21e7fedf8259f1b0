import { hash } from 'node:crypto';
import type { Product } from '../../widgets/domain/types.js';
import { JoinedJson } from './response-cache.js';

// A list answer is its products' JSON joined: each product (a snapshot's object, changed in place only by new
// stock levels, which call forgetJson) is serialised the first time an answer holds it, with its UTF-8 length and
// a digest, and then reused. A fresh search or category page then costs the joining of texts already made, and its
// ETag a hash of its products' digests instead of a hash of every byte (serialising and hashing 15 to 100 products
// again was most of such a request's time with 10,000 products). The body is exactly JSON.stringify(list). The memo
// goes with the snapshot's objects: it is kept on the product itself, under a symbol that is not enumerable (so
// JSON, spreads and Object.assign never see or copy it). A WeakMap would cost a fresh list a hash lookup per
// product, and the collector a pass over its 10,000 entries at every full collection.

interface ProductJson {
  readonly json: string;
  readonly bytes: number;
  /** Every character below 128 (so its bytes are its latin1 bytes). */
  readonly ascii: boolean;
  /** 64 bits of the SHA-1 of the JSON's UTF-8 bytes, as two signed 32-bit halves (small integers to V8). */
  readonly a: number;
  readonly b: number;
}

const JSON_MEMO = Symbol('product JSON');

type Memoised = Product & { [JSON_MEMO]?: ProductJson };

/** Drops a product's remembered JSON: for the one change a snapshot's product takes in place (stock-levels.ts). */
export function forgetJson(product: Product): void {
  // Set to undefined rather than deleted: a delete would turn the object into a slow dictionary.
  if ((product as Memoised)[JSON_MEMO] !== undefined) (product as Memoised)[JSON_MEMO] = undefined;
}

function productJson(product: Memoised): ProductJson {
  const known = product[JSON_MEMO];
  return known === undefined ? remember(product) : known;
}

function remember(product: Memoised): ProductJson {
  const json = JSON.stringify(product);
  const sha1 = hash('sha1', json, 'buffer');
  const bytes = Buffer.byteLength(json);
  const made: ProductJson = { json, bytes, ascii: bytes === json.length, a: sha1.readInt32LE(0), b: sha1.readInt32LE(4) };
  if (Object.hasOwn(product, JSON_MEMO)) product[JSON_MEMO] = made;
  else Object.defineProperty(product, JSON_MEMO, { value: made, writable: true, configurable: false, enumerable: false });
  return made;
}

/**
 * `open`, the products' JSON separated by commas, then `close`. Its ETag chains the products' digests in order
 * through two 32-bit lanes, each step a bijection of the lane (an odd multiply, an xor-shift): one product changed,
 * added, dropped or moved changes the tag, and unrelated changes meet in it with a chance of about 2^-64.
 */
function joined(open: string, list: readonly Product[], close: string): JoinedJson {
  const jsons = new Array<string>(list.length);
  const ends = Buffer.byteLength(open) + Buffer.byteLength(close);
  let bytes = ends + Math.max(0, list.length - 1);
  let ascii = ends === open.length + close.length;
  let a = 0x2545f491 ^ open.length;
  let b = 0x9e3779b9 ^ list.length;
  for (let i = 0; i < list.length; i++) {
    const known = productJson(list[i]);
    jsons[i] = known.json;
    bytes += known.bytes;
    ascii &&= known.ascii;
    a = Math.imul(a ^ known.a, 0x85ebca6b);
    a ^= a >>> 13;
    b = Math.imul(b ^ known.b, 0xc2b2ae35);
    b ^= b >>> 16;
  }
  const etag = `"${(a >>> 0).toString(36)}-${(b >>> 0).toString(36)}-${list.length}"`;
  return new JoinedJson(open, jsons, close, bytes, etag, ascii);
}

/** JSON.stringify(list), from the products' remembered JSON. */
export function productsJson(list: readonly Product[]): JoinedJson {
  return joined('[', list, ']');
}

/** JSON.stringify({ [name]: list }). */
export function productsJsonIn(name: string, list: readonly Product[]): JoinedJson {
  return joined(`{${JSON.stringify(name)}:[`, list, ']}');
}
