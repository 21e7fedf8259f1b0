// Returns for staff: newest first, with approve / refuse (a reason) / refund and a note the customer sees.
import { useState } from 'react';
import { adminCall, type AdminReturn } from '../../api/admin.js';
import { RETURN_STATUSES, ReturnStatus } from '../../domain/return-status.js';
import { formatTime, LoadingOr, Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';

const LABELS: Record<string, string> = { [ReturnStatus.Approved]: 'Approve', [ReturnStatus.Refused]: 'Refuse', [ReturnStatus.Refunded]: 'Refunded' };

export function ReturnsBoard() {
  const [status, setStatus] = useState('');
  const { state, reload } = useAdminLoad(
    () => adminCall<{ Returns: AdminReturn[]; Total: number }>('GET', 'GetReturns', { query: { Status: status } }),
    [status],
  );
  const [notes, setNotes] = useState<Record<number, string>>({});
  const { busy, message, run } = useAction();
  const answer = (r: AdminReturn, to: string) =>
    void run(async () => {
      const res = await adminCall<{ msg: string }>('POST', 'SetReturnStatus', { body: { RmaNo: r.RmaNo, Status: to, Note: notes[r.RmaNo] ?? '' } });
      reload();
      return res.msg;
    });
  return (
    <section className="returns" part="returns">
      <h1>Returns</h1>
      <label className="inline">
        Status
        <select value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">Any</option>
          {RETURN_STATUSES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </label>
      <Message message={message} />
      <LoadingOr state={state} reload={reload}>
        {(data) =>
          data.Returns.length === 0 ? (
            <p className="muted">No returns.</p>
          ) : (
            <ul className="order-list">
              {data.Returns.map((r) => (
                <li key={r.RmaNo} className="order-card" data-rma-no={r.RmaNo}>
                  <div className="order-head">
                    <strong>{r.RMANo}</strong>
                    <span className="status">{r.Status}</span>
                  </div>
                  <div className="order-meta">
                    {r.Quantity} × {r.ProductName} · {r.CustomerName} · {r.Telephone} · {r.OrderNo ? `order #${r.OrderNo}` : 'no order'} ·{' '}
                    {formatTime(r.CreatedAt)}
                  </div>
                  {r.Details && <div className="note">{r.Details}</div>}
                  {r.StatusNote && <div className="note">Answer: {r.StatusNote}</div>}
                  {r.NextStatuses.length > 0 && (
                    <div className="quick">
                      <input
                        aria-label={`Note for ${r.RMANo}`}
                        placeholder="Note (the reason, when refusing)"
                        value={notes[r.RmaNo] ?? ''}
                        onChange={(e) => setNotes({ ...notes, [r.RmaNo]: e.target.value })}
                      />
                      {r.NextStatuses.map((s) => (
                        <button
                          key={s}
                          type="button"
                          className={s === ReturnStatus.Refused ? 'small danger' : 'small'}
                          disabled={busy}
                          onClick={() => answer(r, s)}
                        >
                          {LABELS[s] ?? s}
                        </button>
                      ))}
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </LoadingOr>
    </section>
  );
}
