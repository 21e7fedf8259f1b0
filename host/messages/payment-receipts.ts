// The receipt photos the back office lists: on an order's page, and those on no order yet (receipt-photos.ts).
import type { Queryable } from '../db/db.js';
import type { PaymentReceipt } from '../../widgets/domain/payment-receipt.js';

export const RECEIPT_LIST_LIMIT = 100;

type Row = { receipt_no: string; order_no: number | null; number: string; caption: string; size: number; received_at: string | Date };

export async function paymentReceipts(db: Queryable, which: { orderNo?: number; unmatched?: boolean }): Promise<PaymentReceipt[]> {
  const where = which.orderNo !== undefined ? 'WHERE order_no = $1' : which.unmatched ? 'WHERE order_no IS NULL' : '';
  const rows = await db.query<Row>(
    `SELECT receipt_no, order_no, number, caption, size, received_at FROM payment_receipts ${where} ORDER BY receipt_no DESC LIMIT ${RECEIPT_LIST_LIMIT}`,
    which.orderNo !== undefined ? [which.orderNo] : [],
  );
  return rows.map((r) => ({
    ReceiptNo: Number(r.receipt_no),
    OrderNo: r.order_no == null ? null : Number(r.order_no),
    From: r.number,
    Caption: r.caption,
    Size: Number(r.size),
    ReceivedAt: new Date(r.received_at).toISOString(),
  }));
}
