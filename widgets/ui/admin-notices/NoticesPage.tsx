// The Notices screen (docs/notifications.md#waiting-and-failed-notices), for owners: the mail and WhatsApp/SMS notices
// not sent yet or given up on, failed ones first, each with its recipient, subject, order, tries, last error and next
// try; a failed one can be sent again.
import { adminCall } from '../../api/admin.js';
import type { WaitingNotice } from '../../domain/waiting-notice.js';
import { formatTime, LoadingOr, Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';

const CHANNEL_LABELS = { email: 'Email', whatsapp: 'WhatsApp', sms: 'SMS' } as const;
const STATE_LABELS = { pending: 'Waiting', sending: 'Sending', failed: 'Failed' } as const;

function NoticeRow({ n, busy, onResend }: { n: WaitingNotice; busy: boolean; onResend: () => void }) {
  return (
    <li className={`notice card notice-${n.State}`} data-outbox={n.Outbox} data-no={n.No}>
      <div className="notice-head">
        <strong>{n.Subject}</strong>
        <span className={`status notice-state-${n.State}`}>{STATE_LABELS[n.State]}</span>
        <span className="muted">{CHANNEL_LABELS[n.Channel]}</span>
      </div>
      <dl className="notice-facts">
        <dt>To</dt>
        <dd>{n.Recipient || '—'}</dd>
        <dt>Order</dt>
        <dd>{n.OrderNo ? <a href={`#order/${n.OrderNo}`}>#{n.OrderNo}</a> : n.RmaNo ? `RMA ${n.RmaNo}` : '—'}</dd>
        <dt>Tries</dt>
        <dd>{n.Attempts}</dd>
        <dt>Next try</dt>
        <dd>{n.State === 'failed' ? 'none: send it again' : formatTime(n.NextTryAt)}</dd>
        {n.LastError && (
          <>
            <dt>Last error</dt>
            <dd className="notice-error">{n.LastError}</dd>
          </>
        )}
      </dl>
      {n.State === 'failed' && (
        <div className="quick">
          <button type="button" className="small" disabled={busy} onClick={onResend}>
            Resend
          </button>
        </div>
      )}
    </li>
  );
}

export function NoticesPage() {
  const { state, reload } = useAdminLoad(() => adminCall<{ Notices: WaitingNotice[] }>('GET', 'GetNotices'), []);
  const { busy, message, run } = useAction();
  const resend = (n: WaitingNotice) =>
    run(async () => {
      const r = await adminCall<{ msg: string }>('POST', 'ResendNotice', { body: { Outbox: n.Outbox, No: n.No } });
      reload();
      return r.msg;
    });

  return (
    <section className="notices" part="notices">
      <h1>Notices</h1>
      <p className="muted">Mail and WhatsApp or SMS messages not sent yet, or given up on. Waiting ones are tried again by themselves.</p>
      <Message message={message} />
      <LoadingOr state={state} reload={reload}>
        {(data) =>
          data.Notices.length === 0 ? (
            <p className="muted">Nothing waits: every notice has left.</p>
          ) : (
            <ul className="notice-list">
              {data.Notices.map((n) => (
                <NoticeRow key={`${n.Outbox}-${n.No}`} n={n} busy={busy} onResend={() => void resend(n)} />
              ))}
            </ul>
          )
        }
      </LoadingOr>
    </section>
  );
}
