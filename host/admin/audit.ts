// The audit trail (docs/back-office.md#staff): every change staff make, with who, what, when, and the values before and after.
// Written in the same transaction as the change, so there is never a change without its row or the reverse.
import type { Queryable } from '../db/db.js';

export interface AuditEntry {
  /** null: the staff command at the shop's console. */
  staffNo: number | null;
  action: string;
  entity: 'order' | 'return' | 'shop' | 'product' | 'category' | 'staff' | 'notice';
  key: string | number;
  before: unknown;
  after: unknown;
  at: Date;
}

export async function writeAudit(tx: Queryable, e: AuditEntry): Promise<void> {
  await tx.query('INSERT INTO audit_log (staff_no, action, entity, entity_key, before, after, at) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    e.staffNo,
    e.action,
    e.entity,
    String(e.key),
    e.before == null ? null : JSON.stringify(e.before),
    e.after == null ? null : JSON.stringify(e.after),
    e.at.toISOString(),
  ]);
}
