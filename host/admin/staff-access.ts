// Changes to a staff member's access (docs/back-office.md#staff): disabling and enabling them, the owner role, and
// their password. Disabling and a new password end the tokens they were issued before and their open event streams,
// at once and on every host. The shop never loses its last enabled owner, and an owner never disables themselves.
import type { Db, Queryable } from '../db/db.js';
import { hashPassword } from '../auth/passwords.js';
import { writeAudit } from './audit.js';
import { notifyStaffChanged } from './order-events.js';
import { STAFF_MSG, staffPasswordMessage, StaffError, toStaffMember, type StaffMember, type StaffRow } from './staff.js';

/** A staff member by number (the back office) or by mobile (the staff command). */
export type StaffRef = { staffNo: number } | { mobile: string };

type Changer = Pick<Db, 'transaction' | 'kind'>;
type Row = StaffRow & Record<string, unknown>;

/**
 * The enabled owners, locked first and always in the same order, then the member, locked: two owners giving up
 * their role at once are serialised, and the second sees that the first is no longer an owner.
 */
async function lockWithOwners(tx: Queryable, ref: StaffRef): Promise<{ row: Row; owners: number[] }> {
  const owners = await tx.query<{ staff_no: number }>('SELECT staff_no FROM staff WHERE is_owner AND disabled_at IS NULL ORDER BY staff_no FOR UPDATE');
  return { row: await lockStaff(tx, ref), owners: owners.map((o) => Number(o.staff_no)) };
}

async function lockStaff(tx: Queryable, ref: StaffRef): Promise<Row> {
  const [row] =
    'staffNo' in ref
      ? await tx.query<Row>('SELECT * FROM staff WHERE staff_no = $1 FOR UPDATE', [ref.staffNo])
      : await tx.query<Row>('SELECT * FROM staff WHERE mobile = $1 FOR UPDATE', [ref.mobile.trim()]);
  if (!row) throw 'staffNo' in ref ? new StaffError(STAFF_MSG.numberNotFound(ref.staffNo), 404) : new StaffError(STAFF_MSG.notFound(ref.mobile.trim()));
  return row;
}

/** Whether taking this member out of the enabled owners would leave none. */
function lastOwner(row: Row, owners: number[]): boolean {
  return owners.length === 1 && owners[0] === Number(row.staff_no);
}

/**
 * Disables a member (no new sign-in; their tokens and open event streams stop working at once) or enables them again
 * (with a new sign-in: the tokens of before stay revoked). `by`: the owner who does it; null for the staff command.
 */
export async function setStaffDisabled(db: Changer, ref: StaffRef, disabled: boolean, now: Date, by: number | null = null): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const { row, owners } = await lockWithOwners(tx, ref);
    if (disabled && by !== null && Number(row.staff_no) === by) throw new StaffError(STAFF_MSG.disableSelf, 409);
    if ((row.disabled_at != null) === disabled) return toStaffMember(row);
    if (disabled && lastOwner(row, owners)) throw new StaffError(STAFF_MSG.lastOwner, 409);
    const [after] = disabled
      ? await tx.query<Row>('UPDATE staff SET disabled_at = $2, token_version = token_version + 1 WHERE staff_no = $1 RETURNING *', [
          row.staff_no,
          now.toISOString(),
        ])
      : await tx.query<Row>('UPDATE staff SET disabled_at = NULL WHERE staff_no = $1 RETURNING *', [row.staff_no]);
    await writeAudit(tx, {
      staffNo: by,
      action: disabled ? 'staff.disable' : 'staff.enable',
      entity: 'staff',
      key: row.staff_no,
      before: { disabled: !disabled },
      after: { disabled },
      at: now,
    });
    if (disabled) await notifyStaffChanged(tx, db.kind, Number(row.staff_no));
    return toStaffMember(after);
  });
}

/** The staff command's disable, by mobile. */
export function disableStaff(db: Changer, mobile: string, now: Date): Promise<StaffMember> {
  return setStaffDisabled(db, { mobile }, true, now);
}

/** Gives or takes the owner role; the guard reads it on every call, so it counts from the member's next request. */
export async function setStaffOwner(db: Changer, ref: StaffRef, owner: boolean, now: Date, by: number | null): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const { row, owners } = await lockWithOwners(tx, ref);
    if ((row.is_owner === true) === owner) return toStaffMember(row);
    if (!owner && lastOwner(row, owners)) throw new StaffError(STAFF_MSG.lastOwner, 409);
    const [after] = await tx.query<Row>('UPDATE staff SET is_owner = $2 WHERE staff_no = $1 RETURNING *', [row.staff_no, owner]);
    await writeAudit(tx, { staffNo: by, action: 'staff.owner', entity: 'staff', key: row.staff_no, before: { owner: !owner }, after: { owner }, at: now });
    return toStaffMember(after);
  });
}

export interface PasswordChange {
  /** The owner who resets it, or the member who chooses their own; null for the staff command. */
  by?: number | null;
  /** Given by an owner: the member must choose a new one at their next sign-in. */
  temporary?: boolean;
}

/**
 * Sets a member's password (`ref`: a mobile, or a StaffRef); the tokens they were issued before and their open event
 * streams stop working at once.
 */
export async function setStaffPassword(db: Changer, ref: StaffRef | string, password: string, now: Date, change: PasswordChange = {}): Promise<StaffMember> {
  const problem = staffPasswordMessage(password);
  if (problem) throw new StaffError(problem);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const row = await lockStaff(tx, typeof ref === 'string' ? { mobile: ref } : ref);
    const [after] = await tx.query<Row>(
      'UPDATE staff SET password_hash = $2, must_change_password = $3, token_version = token_version + 1 WHERE staff_no = $1 RETURNING *',
      [row.staff_no, passwordHash, change.temporary === true],
    );
    await writeAudit(tx, {
      staffNo: change.by ?? null,
      action: 'staff.password',
      entity: 'staff',
      key: row.staff_no,
      before: null,
      after: change.temporary ? { temporary: true } : null,
      at: now,
    });
    await notifyStaffChanged(tx, db.kind, Number(row.staff_no));
    return toStaffMember(after);
  });
}
