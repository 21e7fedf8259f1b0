// The receipt photos a shopper sent by WhatsApp for this order: staff look, then mark the bank transfer received.
import type { PaymentReceipt } from '../../domain/payment-receipt.js';
import { ReceiptPhoto } from './ReceiptPhoto.js';

export function OrderReceipts({ receipts }: { receipts: readonly PaymentReceipt[] }) {
  if (receipts.length === 0) return null;
  return (
    <section className="receipts card" part="receipts">
      <h2>Receipt photos</h2>
      <p className="muted">Sent by WhatsApp. Check the amount and the account, then press “Bank transfer received”.</p>
      <div className="receipt-list">
        {receipts.map((r) => (
          <ReceiptPhoto key={r.ReceiptNo} receipt={r} />
        ))}
      </div>
    </section>
  );
}
