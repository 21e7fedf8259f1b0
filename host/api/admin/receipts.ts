// Bank-transfer receipts shoppers sent by WhatsApp (docs/notifications.md#receipt-photos), for staff only:
// GET /api/admin/GetReceipts?Unmatched=1 (the photos on no order yet, newest first; without Unmatched, all),
// GET /api/admin/ReceiptPhoto?ReceiptNo= (the image itself, never cached), and
// POST /api/admin/AttachReceipt { ReceiptNo, OrderNo } (puts a photo on an order, audited). Staff then mark the order
// Paid with the usual status change.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { writeAudit } from '../../admin/audit.js';
import { paymentReceipts, RECEIPT_LIST_LIMIT } from '../../messages/payment-receipts.js';
import { staffOf } from './guard.js';
import { bag, optionalBoolean, requiredId } from './params.js';

export async function adminReceiptsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/admin/GetReceipts', async (request) => {
    const unmatched = optionalBoolean(bag(request.query), 'Unmatched') === true;
    return { success: true, Receipts: await paymentReceipts(ctx.db, unmatched ? { unmatched } : {}), Limit: RECEIPT_LIST_LIMIT };
  });

  app.get('/api/admin/ReceiptPhoto', async (request, reply) => {
    const receiptNo = requiredId(bag(request.query), 'ReceiptNo');
    const [row] = await ctx.db.query<{ media_type: string; image: Uint8Array }>('SELECT media_type, image FROM payment_receipts WHERE receipt_no = $1', [
      receiptNo,
    ]);
    if (!row) throw new ApiError(404, `Receipt ${receiptNo} was not found.`);
    return reply
      .type(row.media_type)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="receipt-${receiptNo}.jpg"`)
      .send(Buffer.from(row.image));
  });

  app.post('/api/admin/AttachReceipt', async (request) => {
    const body = bag(request.body);
    const receiptNo = requiredId(body, 'ReceiptNo');
    const orderNo = requiredId(body, 'OrderNo');
    const staff = staffOf(request);
    await ctx.db.transaction(async (tx) => {
      const [r] = await tx.query<{ order_no: number | null }>('SELECT order_no FROM payment_receipts WHERE receipt_no = $1 FOR UPDATE', [receiptNo]);
      if (!r) throw new ApiError(404, `Receipt ${receiptNo} was not found.`);
      const [o] = await tx.query('SELECT 1 FROM orders WHERE order_no = $1', [orderNo]);
      if (!o) throw new ApiError(404, `Order ${orderNo} was not found.`);
      await tx.query('UPDATE payment_receipts SET order_no = $2 WHERE receipt_no = $1', [receiptNo, orderNo]);
      await writeAudit(tx, {
        staffNo: staff.staffNo,
        action: 'AttachReceipt',
        entity: 'order',
        key: orderNo,
        before: { ReceiptNo: receiptNo, OrderNo: r.order_no },
        after: { ReceiptNo: receiptNo, OrderNo: orderNo },
        at: ctx.now(),
      });
    });
    return { success: true, msg: `The receipt is on order ${orderNo}.` };
  });
}
