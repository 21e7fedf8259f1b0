// The staff alert of low stock (docs/back-office.md#low-stock): an order took products to the shop's low-stock
// threshold or below. Queued in the order's own statement (host/orders/insert-orders.ts) with the levels it left, which
// the mail names as they were then; written by the outbox's sender.
import type { Mail } from './mailer.js';
import type { ShopSettings } from '../../widgets/domain/shop-settings.js';

interface LowProduct {
  productNo: number;
  name: string;
  stock: number;
}

/** What the outbox row keeps: the threshold of the moment and the products that reached it. */
export interface LowStockDetails {
  threshold: number;
  products: LowProduct[];
}

function isLowStockDetails(value: unknown): value is LowStockDetails {
  const d = value as Partial<LowStockDetails> | null;
  return !!d && typeof d.threshold === 'number' && Array.isArray(d.products) && d.products.length > 0;
}

const left = (p: LowProduct) => (p.stock === 0 ? 'sold out' : `${p.stock} left`);

/** The mail of a queued row; null when the row carries no products (it is then failed, not sent empty). */
export function lowStockMail(orderNo: number, details: unknown, recipients: string, publicUrl: string, shop: ShopSettings): Mail | null {
  if (!isLowStockDetails(details)) return null;
  const [first, ...rest] = details.products;
  const subject = rest.length === 0 ? `Low stock: ${first.name} (${left(first)})` : `Low stock: ${details.products.length} products`;
  const text = [
    `Order #${orderNo} took ${rest.length === 0 ? 'this product' : 'these products'} to ${details.threshold} or fewer units:`,
    '',
    ...details.products.map((p) => `#${p.productNo} ${p.name}: ${left(p)}`),
    '',
    `Restock on the Products screen: ${publicUrl}/admin#products/low`,
    '',
    shop.name,
  ].join('\n');
  return { to: recipients, subject, text };
}
