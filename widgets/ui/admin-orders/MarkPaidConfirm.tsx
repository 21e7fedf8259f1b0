// "Mark Paid" on an order whose card was declined: the decline is shown and the move needs a second, deliberate
// click, since a declined card moved no money and the order must only be marked paid if it arrived another way.
export function MarkPaidConfirm({
  orderNo,
  decline,
  busy,
  onConfirm,
  onCancel,
}: {
  orderNo: number;
  decline: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="confirm-paid" role="alertdialog" aria-labelledby={`confirm-paid-${orderNo}`} part="confirm-paid">
      <p id={`confirm-paid-${orderNo}`}>
        <strong>The card payment for #{orderNo} was declined:</strong> {decline}
      </p>
      <p>Mark it paid only if the money arrived another way.</p>
      <div className="quick">
        <button type="button" className="small danger" disabled={busy} onClick={onConfirm}>
          Mark Paid anyway
        </button>
        <button type="button" className="small secondary" disabled={busy} onClick={onCancel}>
          Keep unpaid
        </button>
      </div>
    </div>
  );
}
