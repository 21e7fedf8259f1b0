// The Staff screen's answers (docs/back-office.md#staff-screen), and who is signed in (from the staff token's claims).
import { jwtDecode } from 'jwt-decode';
import { staffToken } from './admin.js';

export interface StaffMemberRow {
  StaffNo: number;
  Mobile: string;
  Name: string;
  Email: string;
  Owner: boolean;
  Disabled: boolean;
  /** Signs in with a password an owner gave, and chooses their own then. */
  MustChangePassword: boolean;
  CreatedAt: string;
}

export interface StaffChange {
  msg: string;
  Member: StaffMemberRow;
}

/** The signed-in staff member's number, from their token; null when there is none or it cannot be read. */
export function signedInStaffNo(): number | null {
  const token = staffToken();
  if (!token) return null;
  try {
    const no = Number(jwtDecode<{ staff_no?: string }>(token).staff_no);
    return Number.isInteger(no) && no > 0 ? no : null;
  } catch {
    return null;
  }
}
