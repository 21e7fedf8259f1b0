// The orders board's and the order page's answers beyond the basic shapes in admin.ts.
import type { AdminOrder, BoardOrder } from './admin.js';
import type { PaymentReceipt } from '../domain/payment-receipt.js';

export interface BoardRow extends BoardOrder {
  /** When the order was placed (ISO). */
  CreatedAt: string;
  /** What was ordered: "2 × Mug, 1 × Shirt". */
  Items: string;
  /** The gateway's message of the latest declined card payment; '' when none. */
  LastDecline: string;
}

export interface BoardPage {
  Orders: BoardRow[];
  Total: number;
  PageNo: number;
  PageSize: number;
  PageCount: number;
  /** How many tracked products are at the shop's low-stock threshold or below. */
  LowStock?: number;
}

export interface PaymentAttempt {
  Reference: string;
  Status: string;
  Message: string;
  Total: number;
  At: string;
  CompletedAt: string | null;
}

/** A WhatsApp or SMS notice of the order, with the provider's receipts (docs/notifications.md#delivery-receipts). */
export interface OrderMessage {
  Kind: string;
  Channel: string;
  To: string;
  State: string;
  Delivery: string | null;
  Error: string | null;
  At: string;
  Receipts: Array<{ Status: string; At: string; Detail: string }>;
}

export interface OrderDetail extends AdminOrder {
  CreatedAt?: string;
  PaymentAttempts: PaymentAttempt[];
  /** Absent from a host without messages. */
  Messages?: OrderMessage[];
  PaymentReceipts?: PaymentReceipt[];
}

/** The message of the order's latest declined card payment, '' when it has none. */
export function lastDecline(attempts: readonly PaymentAttempt[]): string {
  const declined = attempts.filter((a) => a.Status === 'failed' || a.Status === 'error');
  const last = declined[declined.length - 1];
  return last ? last.Message || 'Card payment declined.' : '';
}
