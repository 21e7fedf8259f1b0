import { hash } from 'node:crypto';
import type { Product } from '../../widgets/domain/types.js';
import { JoinedJson } from './response-cache.js';

// A list answer is its products' JSON joined: each product (a snapshot's object, never changed) is serialised the
// first time an answer holds it, with its UTF-8 length and a digest, and then reused. A fresh search or category
// page then costs the joining of texts already made, and its ETag a hash of its products' digests instead of a hash
// of every byte (serialising and hashing 15 to 100 products again was most of such a request's time with 10,000
// products). The body is exactly JSON.stringify(list). The memo goes with the snapshot's objects.

interface ProductJson {
  json: string;
  bytes: number;
  /** SHA-1 of the JSON's UTF-8 bytes, base64 (fixed length). */
  digest: string;
}

const serialised = new WeakMap<Product, ProductJson>();

function productJson(product: Product): ProductJson {
  let known = serialised.get(product);
  if (known === undefined) {
    const json = JSON.stringify(product);
    known = { json, bytes: Buffer.byteLength(json), digest: hash('sha1', json, 'base64') };
    serialised.set(product, known);
  }
  return known;
}

/**
 * `open`, the products' JSON separated by commas, then `close`; its ETag hashes the ends and the products' digests
 * in order, which fix every byte between them.
 */
function joined(open: string, list: readonly Product[], close: string): JoinedJson {
  const jsons = new Array<string>(list.length);
  let digests = '';
  let bytes = Buffer.byteLength(open) + Buffer.byteLength(close) + Math.max(0, list.length - 1);
  for (let i = 0; i < list.length; i++) {
    const known = productJson(list[i]);
    jsons[i] = known.json;
    digests += known.digest;
    bytes += known.bytes;
  }
  const etag = hash('sha1', `${open}\n${list.length}\n${close}\n${digests}`, 'base64url');
  return new JoinedJson(open, jsons, close, bytes, `"${etag}"`);
}

/** JSON.stringify(list), from the products' remembered JSON. */
export function productsJson(list: readonly Product[]): JoinedJson {
  return joined('[', list, ']');
}

/** JSON.stringify({ [name]: list }). */
export function productsJsonIn(name: string, list: readonly Product[]): JoinedJson {
  return joined(`{${JSON.stringify(name)}:[`, list, ']}');
}
