// The wishlist (docs/screens.md#wishlist, docs/architecture.md#decisions: it works, kept in the browser for guests): one atom for every
// widget on the page, persisted in localStorage 'wishlist'. Each entry keeps a snapshot of the product
// (without its reviews), so the wishlist table shows and adds to the cart without a request; the
// wishlist page refreshes the snapshots (stock, price) when it opens.
import { atom } from 'nanostores';
import type { Product } from '../domain/types.js';
import { local } from './storage.js';

export const WISHLIST_KEY = 'wishlist'; // localStorage
const MAX_ENTRIES = 100; // keeps the stored JSON far below any storage quota

export type WishlistProduct = Omit<Product, 'ProductReviewList'> & { ProductReviewList: [] };

export interface WishlistEntry {
  ProductNo: number;
  AddedAt: string; // ISO time
  Product: WishlistProduct;
}

function snapshot(product: Product): WishlistProduct {
  return { ...product, ProductReviewList: [] };
}

function isEntry(value: unknown): value is WishlistEntry {
  const e = value as WishlistEntry | null;
  return (
    !!e &&
    typeof e === 'object' &&
    Number.isInteger(e.ProductNo) &&
    e.ProductNo > 0 &&
    !!e.Product &&
    typeof e.Product === 'object' &&
    e.Product.ProductNo === e.ProductNo &&
    typeof e.Product.ProductName === 'string'
  );
}

/** Reads the stored list; anything unreadable is dropped rather than breaking the page. */
function load(): WishlistEntry[] {
  const raw = local.get(WISHLIST_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    const seen = new Set<number>();
    return parsed.filter((e): e is WishlistEntry => isEntry(e) && !seen.has(e.ProductNo) && !!seen.add(e.ProductNo));
  } catch {
    return [];
  }
}

export const $wishlist = atom<readonly WishlistEntry[]>(load());

/** The wishlist server renders and hydration use (the server knows no shopper's). */
export const NO_ENTRIES: readonly WishlistEntry[] = Object.freeze([]);

$wishlist.listen((list) => {
  local.set(WISHLIST_KEY, list.length ? JSON.stringify(list) : null);
});

export function isInWishlist(productNo: number, list: readonly WishlistEntry[] = $wishlist.get()): boolean {
  return list.some((e) => e.ProductNo === productNo);
}

/** Adds the product (newest first); one already saved keeps its place and gets the fresher snapshot. */
export function addToWishlist(product: Product, now: Date = new Date()): void {
  const list = $wishlist.get();
  if (isInWishlist(product.ProductNo, list)) {
    refreshWishlistProducts([product]);
    return;
  }
  const entry: WishlistEntry = { ProductNo: product.ProductNo, AddedAt: now.toISOString(), Product: snapshot(product) };
  $wishlist.set([entry, ...list].slice(0, MAX_ENTRIES));
}

export function removeFromWishlist(productNo: number): void {
  const list = $wishlist.get();
  if (isInWishlist(productNo, list)) $wishlist.set(list.filter((e) => e.ProductNo !== productNo));
}

/** Adds or removes; returns whether the product is in the wishlist afterwards. */
export function toggleWishlist(product: Product): boolean {
  if (isInWishlist(product.ProductNo)) {
    removeFromWishlist(product.ProductNo);
    return false;
  }
  addToWishlist(product);
  return true;
}

/** Replaces the snapshots of saved products with fresh copies (stock and price change). */
export function refreshWishlistProducts(products: readonly Product[]): void {
  const fresh = new Map(products.map((p) => [p.ProductNo, p]));
  let changed = false;
  const next = $wishlist.get().map((e) => {
    const p = fresh.get(e.ProductNo);
    if (!p) return e;
    changed = true;
    return { ...e, Product: snapshot(p) };
  });
  if (changed) $wishlist.set(next);
}

export function clearWishlist(): void {
  if ($wishlist.get().length) $wishlist.set([]);
}

/** Re-reads localStorage (tests, or after another tab changed it). */
export function reloadWishlist(): void {
  $wishlist.set(load());
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === WISHLIST_KEY) reloadWishlist();
  });
}
