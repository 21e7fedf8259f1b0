// Partner pages keep their cart in their own origin's sessionStorage, which the store cannot read. So a
// link from a partner page to the store's /cart or /checkout carries the cart's lines in ?items=, and the
// store page rebuilds them from its own catalogue (current prices, stock and variants: never the link's).
import type { Cart } from '../domain/types.js';
import { loadProduct } from '../api/catalog.js';
import { $cart, addProduct, setQuantity } from './cart.js';

export const HANDOFF_PARAM = 'items';
const MAX_LINES = 50;

export interface HandoffLine {
  ProductNo: number;
  Quantity: number;
  Color?: string;
  Size?: string;
}

/** `12*2,18*1*Red*M`: product, quantity, then colour and size when the line has them (each URI-encoded). */
export function encodeHandoff(cart: Cart = $cart.get()): string {
  return cart.ItemList.map((l) =>
    [l.ProductNo, l.Quantity, ...(l.Color || l.Size ? [l.Color ?? '', l.Size ?? ''] : [])].map((v) => encodeURIComponent(String(v))).join('*'),
  ).join(',');
}

export function decodeHandoff(text: string): HandoffLine[] {
  const lines: HandoffLine[] = [];
  for (const part of text.split(',').slice(0, MAX_LINES)) {
    const [no, qty, color, size] = part.split('*').map((v) => {
      try {
        return decodeURIComponent(v);
      } catch {
        return '';
      }
    });
    const ProductNo = Number(no);
    const Quantity = Number(qty);
    if (!Number.isInteger(ProductNo) || ProductNo < 1 || !Number.isInteger(Quantity) || Quantity < 1) continue;
    lines.push(color || size ? { ProductNo, Quantity, Color: color ?? '', Size: size ?? '' } : { ProductNo, Quantity });
  }
  return lines;
}

/**
 * On the store: adds the lines a partner page handed over (once; the parameter is then removed from the
 * address so a reload does not add them again). Unknown or sold-out products are skipped.
 */
export async function importHandoff(location: Location | undefined = globalThis.location): Promise<number> {
  if (!location) return 0;
  const url = new URL(location.href);
  const text = url.searchParams.get(HANDOFF_PARAM);
  if (!text) return 0;
  url.searchParams.delete(HANDOFF_PARAM);
  globalThis.history?.replaceState(globalThis.history.state, '', url.pathname + url.search + url.hash);
  let added = 0;
  for (const line of decodeHandoff(text)) {
    try {
      const product = await loadProduct(line.ProductNo, false);
      const option = line.Color !== undefined ? { Color: line.Color, Size: line.Size } : undefined;
      const result = addProduct(product, line.Quantity, option);
      if (!result.ok) continue;
      setQuantity(line.ProductNo, line.Quantity, option);
      added++;
    } catch (error) {
      console.error('[trini] a product handed over from a partner page could not be loaded', error);
    }
  }
  return added;
}
