// Changes to a staff member's access (docs/back-office.md#staff): disabling them and setting their password. Each
// ends the tokens they were issued before and their open event streams, at once and on every host.
import type { Db } from '../db/db.js';
import { hashPassword } from '../auth/passwords.js';
import { writeAudit } from './audit.js';
import { notifyStaffChanged } from './order-events.js';
import { findStaffByMobile, STAFF_MSG, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, StaffError, toStaffMember, type StaffMember, type StaffRow } from './staff.js';

/** Disables a staff member: no new sign-in, and tokens already issued and open event streams stop working at once. */
export async function disableStaff(db: Pick<Db, 'transaction' | 'kind'>, mobile: string, now: Date): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const row = await findStaffByMobile(tx, mobile);
    if (!row) throw new StaffError(STAFF_MSG.notFound(mobile.trim()));
    if (row.disabled_at != null) return toStaffMember(row);
    const [after] = await tx.query<StaffRow & Record<string, unknown>>(
      'UPDATE staff SET disabled_at = $2, token_version = token_version + 1 WHERE staff_no = $1 RETURNING *',
      [row.staff_no, now.toISOString()],
    );
    await writeAudit(tx, {
      staffNo: null,
      action: 'staff.disable',
      entity: 'staff',
      key: row.staff_no,
      before: { disabled: false },
      after: { disabled: true },
      at: now,
    });
    await notifyStaffChanged(tx, db.kind, Number(row.staff_no));
    return toStaffMember(after);
  });
}

/** Sets a staff member's password; the tokens they were issued before and their open event streams stop working at once. */
export async function setStaffPassword(db: Pick<Db, 'transaction' | 'kind'>, mobile: string, password: string, now: Date): Promise<StaffMember> {
  if (password.length < STAFF_PASSWORD_MIN) throw new StaffError(STAFF_MSG.passwordTooShort);
  if (password.length > STAFF_PASSWORD_MAX) throw new StaffError(STAFF_MSG.passwordTooLong);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await findStaffByMobile(tx, mobile);
    if (!row) throw new StaffError(STAFF_MSG.notFound(mobile.trim()));
    const [after] = await tx.query<StaffRow & Record<string, unknown>>(
      'UPDATE staff SET password_hash = $2, token_version = token_version + 1 WHERE staff_no = $1 RETURNING *',
      [row.staff_no, passwordHash],
    );
    await writeAudit(tx, { staffNo: null, action: 'staff.password', entity: 'staff', key: row.staff_no, before: null, after: null, at: now });
    await notifyStaffChanged(tx, db.kind, Number(row.staff_no));
    return toStaffMember(after);
  });
}
