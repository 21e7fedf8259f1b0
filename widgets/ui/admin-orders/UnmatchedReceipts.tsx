// Receipt photos that came from a number with no unpaid bank-transfer order: staff put each on its order by number.
import { useState } from 'react';
import { adminCall } from '../../api/admin.js';
import type { PaymentReceipt } from '../../domain/payment-receipt.js';
import { Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';
import { ReceiptPhoto } from './ReceiptPhoto.js';

export function UnmatchedReceipts({ live = 0 }: { live?: number }) {
  const { state, reload } = useAdminLoad(() => adminCall<{ Receipts: PaymentReceipt[] }>('GET', 'GetReceipts', { query: { Unmatched: 1 } }), [live]);
  if (state.status !== 'ready' || state.data.Receipts.length === 0) return null;
  return (
    <details className="receipts card unmatched" part="unmatched-receipts">
      <summary>
        {state.data.Receipts.length} receipt photo{state.data.Receipts.length === 1 ? '' : 's'} on no order
      </summary>
      <div className="receipt-list">
        {state.data.Receipts.map((r) => (
          <div key={r.ReceiptNo}>
            <ReceiptPhoto receipt={r} />
            <AttachForm receiptNo={r.ReceiptNo} onDone={reload} />
          </div>
        ))}
      </div>
    </details>
  );
}

function AttachForm({ receiptNo, onDone }: { receiptNo: number; onDone: () => void }) {
  const [orderNo, setOrderNo] = useState('');
  const { busy, message, run } = useAction();
  const attach = () =>
    void run(async () => {
      const r = await adminCall<{ msg: string }>('POST', 'AttachReceipt', { body: { ReceiptNo: receiptNo, OrderNo: Number(orderNo) } });
      onDone();
      return r.msg;
    });
  return (
    <form
      className="inline"
      onSubmit={(e) => {
        e.preventDefault();
        attach();
      }}
    >
      <label>
        Order number <input inputMode="numeric" pattern="[0-9]+" required value={orderNo} onChange={(e) => setOrderNo(e.target.value.trim())} />
      </label>
      <button type="submit" disabled={busy}>
        Put on the order
      </button>
      <Message message={message} />
    </form>
  );
}
