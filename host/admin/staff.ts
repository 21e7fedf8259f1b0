// Staff accounts (docs/back-office.md#staff): the shop's own people, apart from customers. Added, listed and disabled by
// `npm run staff` and by owners on the back office's Staff screen; they sign in at POST /api/admin/Login.
import type { Queryable } from '../db/db.js';
import { hashPassword } from '../auth/passwords.js';
import { writeAudit } from './audit.js';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../widgets/domain/password-policy.js';

export const STAFF_NAME_MAX = 100;

export const STAFF_MSG = {
  mobileInvalid: 'The mobile must be 7 digits.',
  nameRequired: 'The name is required.',
  nameTooLong: `The name must be at most ${STAFF_NAME_MAX} characters.`,
  passwordTooShort: `The password must be at least ${STAFF_PASSWORD_MIN} characters.`,
  passwordTooLong: `The password must be at most ${STAFF_PASSWORD_MAX} characters.`,
  emailInvalid: 'The email must be an address such as ann@example.tt.',
  mobileTaken: (mobile: string) => `A staff member with mobile ${mobile} exists already.`,
  notFound: (mobile: string) => `No staff member has mobile ${mobile}.`,
  numberNotFound: (staffNo: number) => `No staff member has number ${staffNo}.`,
  disableSelf: 'You cannot disable your own account. Another owner can.',
  lastOwner: 'The shop needs at least one enabled owner. Make another member an owner first.',
  samePassword: 'The new password must differ from the one you were given.',
} as const;

export interface StaffMember {
  staffNo: number;
  mobile: string;
  name: string;
  /** Where the staff's mails go when STAFF_ALERT_EMAIL is not set ('' : none). */
  email: string;
  disabled: boolean;
  /** Sees and changes the shop's settings and staff. */
  owner: boolean;
  /** Signs in with a temporary password, and must choose a new one to get in. */
  mustChangePassword: boolean;
  createdAt: string;
}

export interface StaffRow {
  staff_no: number;
  mobile: string;
  name: string;
  email?: string;
  password_hash: string;
  disabled_at: string | Date | null;
  /** Raised by disabling and by a password change: older tokens are refused (staff-tokens.ts). */
  token_version: number;
  created_at: string | Date;
  /** Sees and changes the shop's settings and staff (migration 021). */
  is_owner?: boolean;
  /** Set by an owner's reset, cleared when the member chooses their own (migration 022). */
  must_change_password?: boolean;
}

/** A refusal, with the HTTP status the back office answers it with. */
export class StaffError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 400,
  ) {
    super(message);
  }
}

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    staffNo: Number(row.staff_no),
    mobile: row.mobile,
    name: row.name,
    email: row.email ?? '',
    disabled: row.disabled_at != null,
    owner: row.is_owner === true,
    mustChangePassword: row.must_change_password === true,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** What is wrong with a new staff member's details, or null. */
export function newStaffMessage(input: { mobile: string; name: string; password: string; email?: string }): string | null {
  if (!/^\d{7}$/.test(input.mobile.trim())) return STAFF_MSG.mobileInvalid;
  const email = input.email?.trim() ?? '';
  if (email && (email.length > 254 || !/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(email))) return STAFF_MSG.emailInvalid;
  if (!input.name.trim()) return STAFF_MSG.nameRequired;
  if (input.name.trim().length > STAFF_NAME_MAX) return STAFF_MSG.nameTooLong;
  return staffPasswordMessage(input.password);
}

/** What is wrong with a staff password, or null. */
export function staffPasswordMessage(password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return STAFF_MSG.passwordTooShort;
  if (password.length > STAFF_PASSWORD_MAX) return STAFF_MSG.passwordTooLong;
  return null;
}

export async function findStaffByMobile(db: Queryable, mobile: string): Promise<StaffRow | undefined> {
  return (await db.query<StaffRow & Record<string, unknown>>('SELECT * FROM staff WHERE mobile = $1', [mobile.trim()]))[0];
}

export async function findStaffByNo(db: Queryable, staffNo: number): Promise<StaffRow | undefined> {
  return (await db.query<StaffRow & Record<string, unknown>>('SELECT * FROM staff WHERE staff_no = $1', [staffNo]))[0];
}

export async function addStaff(
  db: { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
  /** `temporary`: a password an owner gives, which the member replaces at their first sign-in. */
  input: { mobile: string; name: string; password: string; email?: string; owner?: boolean; temporary?: boolean },
  now: Date,
  /** Who adds them: null for the staff command at the shop's console, whose staff are owners unless told otherwise. */
  by: number | null = null,
): Promise<StaffMember> {
  const problem = newStaffMessage(input);
  if (problem) throw new StaffError(problem);
  const mobile = input.mobile.trim();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (await findStaffByMobile(tx, mobile)) throw new StaffError(STAFF_MSG.mobileTaken(mobile), 409);
    // ON CONFLICT: two adds of one mobile at once; the second gets the same message.
    const [row] = await tx.query<StaffRow & Record<string, unknown>>(
      `INSERT INTO staff (mobile, name, password_hash, created_at, email, is_owner, must_change_password) VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (mobile) DO NOTHING RETURNING *`,
      [mobile, input.name.trim(), passwordHash, now.toISOString(), input.email?.trim() ?? '', input.owner ?? by === null, input.temporary === true],
    );
    if (!row) throw new StaffError(STAFF_MSG.mobileTaken(mobile), 409);
    const member = toStaffMember(row);
    await writeAudit(tx, {
      staffNo: by,
      action: 'staff.add',
      entity: 'staff',
      key: member.staffNo,
      before: null,
      after: { mobile, name: member.name, email: member.email, owner: member.owner },
      at: now,
    });
    return member;
  });
}

export async function listStaff(db: Queryable): Promise<StaffMember[]> {
  const rows = await db.query<StaffRow & Record<string, unknown>>('SELECT * FROM staff ORDER BY staff_no');
  return rows.map(toStaffMember);
}
