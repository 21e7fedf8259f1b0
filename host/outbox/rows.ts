// The SQL of an outbox table (mail_outbox, message_outbox: the same columns for the same states): claiming the rows
// due, and writing what became of one. State: pending (due at next_attempt_at) -> sending (claimed until
// claimed_until) -> sent | failed (| skipped, messages only).
import type { Db } from '../db/db.js';

/** Which outbox: the table is `<name>_outbox`, its key `<name>_no`. Never from input: it names SQL identifiers. */
export type OutboxName = 'mail' | 'message';

/** Every claimed row has its number (`no`, the table's key) and how many times it has now been tried. */
export type ClaimedRow = {
  no: string;
  attempts: number;
};

export type Settled = 'pending' | 'failed' | 'skipped';

/** Delay before attempt n+1 after n failed attempts: 2 s, 4 s, 8 s, ... up to 10 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(600, 2 ** Math.max(1, attempts));
}

/**
 * Claims up to `batch` due rows, oldest first: pending ones whose time has come, and those a host that died left
 * 'sending' past their lease. FOR UPDATE SKIP LOCKED: two hosts on one PostgreSQL never claim the same row.
 */
export async function claimDue<Row extends ClaimedRow>(db: Db, name: OutboxName, columns: string, leaseSeconds: number, batch: number): Promise<Row[]> {
  const rows = await db.query<Row>(
    `UPDATE ${name}_outbox SET state = 'sending', attempts = attempts + 1, claimed_until = now() + make_interval(secs => $1)
      WHERE ${name}_no IN (
        SELECT ${name}_no FROM ${name}_outbox
         WHERE (state = 'pending' AND next_attempt_at <= now()) OR (state = 'sending' AND claimed_until < now())
         ORDER BY ${name}_no LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING ${name}_no AS no, attempts, ${columns}`,
    [leaseSeconds, batch],
  );
  // In the order they were queued: UPDATE ... RETURNING gives them in no particular order.
  return rows.sort((a, b) => Number(a.no) - Number(b.no));
}

export async function markSent(db: Db, name: OutboxName, no: string, providerId: string | null): Promise<void> {
  await db.query(`UPDATE ${name}_outbox SET state = 'sent', sent_at = now(), claimed_until = NULL, last_error = NULL, provider_id = $2 WHERE ${name}_no = $1`, [
    no,
    providerId,
  ]);
}

/** A row not sent: due again in `retryInSeconds` (pending), or done with (failed, skipped), with the reason. */
export async function settle(db: Db, name: OutboxName, no: string, state: Settled, error: string, retryInSeconds = 0): Promise<void> {
  await db.query(
    `UPDATE ${name}_outbox SET state = $2, last_error = $3, claimed_until = NULL, next_attempt_at = now() + make_interval(secs => $4) WHERE ${name}_no = $1`,
    [no, state, error.slice(0, 500), retryInSeconds],
  );
}

/**
 * Only this process uses the database (the embedded one, guarded by its lock file): rows a crashed predecessor left
 * 'sending' are due at once rather than when their lease runs out, and so are retries (a restart is a good moment
 * to try again).
 */
export async function releaseClaims(db: Db, name: OutboxName): Promise<void> {
  await db.query(`UPDATE ${name}_outbox SET state = 'pending', claimed_until = NULL, next_attempt_at = now() WHERE state IN ('sending', 'pending')`);
}
