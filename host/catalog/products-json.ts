import { hash } from 'node:crypto';
import type { Product } from '../../widgets/domain/types.js';
import { PreparedJson } from './response-cache.js';

// A list answer is its products' JSON joined: each product (a snapshot's object, never changed) is serialised to
// UTF-8 bytes the first time an answer holds it, with a digest of those bytes, and then reused. A fresh search or
// category page then costs one copy of bytes already made, and its ETag a hash of its products' digests instead
// of a hash of every byte (serialising, encoding and hashing 15 to 100 products again was most of such a
// request's time with 10,000 products). The body is byte for byte JSON.stringify(list). The memo goes with the
// snapshot's objects.

interface ProductBytes {
  /** The product's JSON followed by a comma (the last one of a list is sent without it). */
  json: Buffer;
  digest: Buffer;
}

const DIGEST_BYTES = 20; // SHA-1
const serialised = new WeakMap<Product, ProductBytes>();

function productBytes(product: Product): ProductBytes {
  let known = serialised.get(product);
  if (known === undefined) {
    const json = Buffer.from(`${JSON.stringify(product)},`);
    known = { json, digest: hash('sha1', json, 'buffer') };
    serialised.set(product, known);
  }
  return known;
}

/**
 * `open`, the products' JSON separated by commas, then `close`; its ETag hashes the ends and the products' digests
 * in order, which fix every byte between them. Copied into one buffer each (not concatenated from slices).
 */
function joined(open: Buffer, list: readonly Product[], close: Buffer): PreparedJson {
  const items = list.map(productBytes);
  let length = open.length + close.length - (items.length > 0 ? 1 : 0);
  for (const item of items) length += item.json.length;
  const body = Buffer.allocUnsafe(length);
  body.set(open, 0);
  let at = open.length;
  for (const item of items) {
    body.set(item.json, at);
    at += item.json.length;
  }
  body.set(close, items.length > 0 ? at - 1 : at); // over the last product's comma
  const framing = Buffer.from(`${items.length}\n`);
  const hashed = Buffer.allocUnsafe(open.length + close.length + framing.length + items.length * DIGEST_BYTES);
  hashed.set(open, 0);
  hashed.set(close, open.length);
  hashed.set(framing, open.length + close.length);
  items.forEach((item, i) => hashed.set(item.digest, open.length + close.length + framing.length + i * DIGEST_BYTES));
  return new PreparedJson(body, `"${hash('sha1', hashed, 'base64url')}"`);
}

const LIST = [Buffer.from('['), Buffer.from(']')] as const;
const NAMED = new Map<string, readonly [Buffer, Buffer]>();

/** JSON.stringify(list), from the products' remembered bytes. */
export function productsJson(list: readonly Product[]): PreparedJson {
  return joined(LIST[0], list, LIST[1]);
}

/** JSON.stringify({ [name]: list }). */
export function productsJsonIn(name: string, list: readonly Product[]): PreparedJson {
  let ends = NAMED.get(name);
  if (!ends) NAMED.set(name, (ends = [Buffer.from(`{${JSON.stringify(name)}:[`), Buffer.from(']}')]));
  return joined(ends[0], list, ends[1]);
}
