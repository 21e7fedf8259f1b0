// The customer password rule, shared by the registration and change-password forms and the host. The
// reference design gives no length rule; ours: at least 6 characters, at most 200 (the upper bound limits
// the hashing work). Passwords are taken as typed: spaces are characters. Staff passwords have their own,
// stricter rule, below (the host checks it: host/admin/staff.ts).
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 200;

export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters.`;
export const PASSWORD_TOO_LONG = `Password must be at most ${PASSWORD_MAX} characters.`;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters.`;

/** The message for a new password of the wrong length, or null when its length is fine. */
export function passwordLengthMessage(password: string): string | null {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  return null;
}

/** Staff passwords: longer, since a staff sign-in opens every customer's orders. */
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 128;
export const STAFF_PASSWORD_HINT = `At least ${STAFF_PASSWORD_MIN} characters.`;
