import { hash } from 'node:crypto';
import type { Product } from '../../widgets/domain/types.js';
import { JoinedJson } from './response-cache.js';

// A list answer is its products' JSON joined: each product (a snapshot's object, changed in place only by new
// stock levels, which call forgetJson) is serialised the first time an answer holds it, with its UTF-8 length and
// a digest, and then reused. A fresh search or category page then costs the joining of texts already made, and its
// ETag a hash of its products' digests instead of a hash of every byte (serialising and hashing 15 to 100 products
// again was most of such a request's time with 10,000 products). The body is exactly JSON.stringify(list). The memo
// goes with the snapshot's objects.

interface ProductJson {
  json: string;
  bytes: number;
  /** 64 bits of the SHA-1 of the JSON's UTF-8 bytes, as two 32-bit halves. */
  digest: readonly [number, number];
}

const serialised = new WeakMap<Product, ProductJson>();

/** Drops a product's remembered JSON: for the one change a snapshot's product takes in place (stock-levels.ts). */
export function forgetJson(product: Product): void {
  serialised.delete(product);
}

function productJson(product: Product): ProductJson {
  let known = serialised.get(product);
  if (known === undefined) {
    const json = JSON.stringify(product);
    const sha1 = hash('sha1', json, 'buffer');
    known = { json, bytes: Buffer.byteLength(json), digest: [sha1.readUInt32LE(0), sha1.readUInt32LE(4)] };
    serialised.set(product, known);
  }
  return known;
}

/**
 * `open`, the products' JSON separated by commas, then `close`. Its ETag chains the products' digests in order
 * through two 32-bit lanes, each step a bijection of the lane (an odd multiply, an xor-shift): one product changed,
 * added, dropped or moved changes the tag, and unrelated changes meet in it with a chance of about 2^-64.
 */
function joined(open: string, list: readonly Product[], close: string): JoinedJson {
  const jsons = new Array<string>(list.length);
  let bytes = Buffer.byteLength(open) + Buffer.byteLength(close) + Math.max(0, list.length - 1);
  let chars = open.length + close.length + Math.max(0, list.length - 1);
  let a = 0x2545f491 ^ open.length;
  let b = 0x9e3779b9 ^ list.length;
  for (let i = 0; i < list.length; i++) {
    const known = productJson(list[i]);
    jsons[i] = known.json;
    bytes += known.bytes;
    chars += known.json.length;
    a = Math.imul(a ^ known.digest[0], 0x85ebca6b);
    a ^= a >>> 13;
    b = Math.imul(b ^ known.digest[1], 0xc2b2ae35);
    b ^= b >>> 16;
  }
  const etag = `"${(a >>> 0).toString(36)}-${(b >>> 0).toString(36)}-${list.length}"`;
  return new JoinedJson(open, jsons, close, bytes, etag, bytes === chars);
}

/** JSON.stringify(list), from the products' remembered JSON. */
export function productsJson(list: readonly Product[]): JoinedJson {
  return joined('[', list, ']');
}

/** JSON.stringify({ [name]: list }). */
export function productsJsonIn(name: string, list: readonly Product[]): JoinedJson {
  return joined(`{${JSON.stringify(name)}:[`, list, ']}');
}
