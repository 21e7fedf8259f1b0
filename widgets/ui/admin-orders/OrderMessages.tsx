// An order's WhatsApp and SMS notices: what went, to which number, and how far it got by the provider's receipts.
import type { OrderMessage } from '../../api/admin-orders.js';
import { formatTime } from '../admin-app/use-admin.js';

const STATE: Readonly<Record<string, string>> = {
  pending: 'waiting',
  sending: 'sending',
  sent: 'sent',
  failed: 'not sent',
  skipped: 'not sent: the number answered STOP',
};

export function OrderMessages({ messages }: { messages: readonly OrderMessage[] }) {
  return (
    <>
      <h2>Messages</h2>
      <ol className="history" part="messages">
        {messages.map((m, i) => (
          <li key={i}>
            <strong>{m.Kind}</strong> · {m.Channel} · {STATE[m.State] ?? m.State}
            {m.Delivery && ` · ${m.Delivery}`}{' '}
            <span className="muted">
              {formatTime(m.At)} · {m.To}
            </span>
            {m.Error && <div className="note">{m.Error}</div>}
            {m.Receipts.length > 0 && (
              <div className="note">{m.Receipts.map((r) => `${r.Status} ${formatTime(r.At)}${r.Detail ? ` (${r.Detail})` : ''}`).join(' · ')}</div>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
