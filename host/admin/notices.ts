// The back office's view of the outboxes (docs/notifications.md#waiting-and-failed-notices): mail and messages not
// sent yet or given up on, and a resend of a failed one. A resend makes the row due again with a fresh count of
// tries, under the row's lock and only if it has failed: two staff clicking at once queue it once, and a row being
// sent or already sent is never sent again by it.
import type { Db } from '../db/db.js';
import type { OutboxName } from '../outbox/rows.js';
import { noticeLabel } from '../outbox/notice-label.js';
import { writeAudit } from './audit.js';
import type { WaitingNotice } from '../../widgets/domain/waiting-notice.js';
import { compareIso } from '../../widgets/domain/dates.js';

/** At most this many rows of each outbox, newest first: the list is for acting on, not an archive. */
const LIST_LIMIT = 200;

type NoticeRow = {
  no: string;
  channel: WaitingNotice['Channel'];
  recipient: string | null;
  kind: string;
  order_no: number | null;
  rma_no: number | null;
  state: WaitingNotice['State'];
  attempts: number;
  last_error: string | null;
  next_try: Date | string | null;
  created_at: Date | string;
};

const MAIL_ROWS = `SELECT m.mail_no AS no, 'email' AS channel, COALESCE(m.recipients, r.email, o.customer_email) AS recipient, m.kind,
       m.order_no, m.rma_no, m.state, m.attempts, m.last_error, m.created_at,
       CASE WHEN m.state = 'pending' THEN m.next_attempt_at WHEN m.state = 'sending' THEN m.claimed_until END AS next_try
  FROM mail_outbox m LEFT JOIN orders o ON o.order_no = m.order_no LEFT JOIN product_returns r ON r.rma_no = m.rma_no
 WHERE m.state IN ('pending', 'sending', 'failed') ORDER BY m.mail_no DESC LIMIT ${LIST_LIMIT}`;

const MESSAGE_ROWS = `SELECT message_no AS no, channel, to_number AS recipient, kind, order_no, NULL::integer AS rma_no, state, attempts, last_error, created_at,
       CASE WHEN state = 'pending' THEN next_attempt_at WHEN state = 'sending' THEN claimed_until END AS next_try
  FROM message_outbox WHERE state IN ('pending', 'sending', 'failed') ORDER BY message_no DESC LIMIT ${LIST_LIMIT}`;

const iso = (d: Date | string) => new Date(d).toISOString();

function answerOf(outbox: OutboxName, r: NoticeRow): WaitingNotice {
  return {
    Outbox: outbox,
    No: Number(r.no),
    Channel: r.channel,
    Recipient: r.recipient ?? '',
    Subject: noticeLabel(r.kind),
    OrderNo: r.order_no == null ? null : Number(r.order_no),
    RmaNo: r.rma_no == null ? null : Number(r.rma_no),
    State: r.state,
    Attempts: Number(r.attempts),
    LastError: r.last_error,
    NextTryAt: r.next_try == null ? null : iso(r.next_try),
    CreatedAt: iso(r.created_at),
  };
}

/** Failed ones first (they wait for staff), then the rest; newest first within each. */
export async function listWaitingNotices(db: Db): Promise<WaitingNotice[]> {
  const [mail, messages] = [await db.query<NoticeRow>(MAIL_ROWS), await db.query<NoticeRow>(MESSAGE_ROWS)];
  const all = [...mail.map((r) => answerOf('mail', r)), ...messages.map((r) => answerOf('message', r))];
  const failedFirst = (n: WaitingNotice) => (n.State === 'failed' ? 0 : 1);
  return all.sort((a, b) => failedFirst(a) - failedFirst(b) || compareIso(b.CreatedAt, a.CreatedAt) || b.No - a.No);
}

export type ResendOutcome = 'queued' | 'unknown' | 'not-failed';

/** Puts a failed notice back in the queue, due now, audited. */
export async function resendNotice(db: Db, outbox: OutboxName, no: number, by: number, at: Date): Promise<ResendOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ state: string; attempts: number; last_error: string | null }>(
      `SELECT state, attempts, last_error FROM ${outbox}_outbox WHERE ${outbox}_no = $1 FOR UPDATE`,
      [no],
    );
    if (!row) return 'unknown';
    if (row.state !== 'failed') return 'not-failed';
    await tx.query(`UPDATE ${outbox}_outbox SET state = 'pending', attempts = 0, next_attempt_at = now(), claimed_until = NULL WHERE ${outbox}_no = $1`, [no]);
    const before = { state: row.state, attempts: Number(row.attempts), lastError: row.last_error };
    await writeAudit(tx, { staffNo: by, action: 'notice.resend', entity: 'notice', key: `${outbox}:${no}`, before, after: { state: 'pending' }, at });
    return 'queued';
  });
}
