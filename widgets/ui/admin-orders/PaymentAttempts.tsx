// An order's card payment attempts: each "Try again" is one, with the gateway's answer.
import type { PaymentAttempt } from '../../api/admin-orders.js';
import { formatTT } from '../../domain/money.js';
import { formatTime } from '../admin-app/use-admin.js';

const OUTCOME: Readonly<Record<string, string>> = {
  pending: 'No answer (left the payment page, or still on it)',
  success: 'Approved',
  failed: 'Declined',
  error: 'Failed',
};

export function PaymentAttempts({ attempts }: { attempts: readonly PaymentAttempt[] }) {
  return (
    <>
      <h2>Card payments</h2>
      <ol className="history attempts" part="payment-attempts">
        {attempts.map((a) => (
          <li key={a.Reference}>
            <strong>{OUTCOME[a.Status] ?? a.Status}</strong>{' '}
            <span className="muted">
              {formatTime(a.CompletedAt ?? a.At)} · {formatTT(a.Total)}
            </span>
            {a.Message && <div className="note">{a.Message}</div>}
          </li>
        ))}
      </ol>
    </>
  );
}
