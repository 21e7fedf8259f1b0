// Staff tokens: HS256 JWTs signed with the host's secret (as customers', host/auth/tokens.ts), whose claims say
// staff. A customer token has no such claim, and a staff token has none of a customer's, so neither passes
// for the other. Each carries the staff member's token version (`ver`), which disabling them or changing their
// password raises: the guard (host/api/admin/guard.ts) refuses a token of an older version.
import { SignJWT, jwtVerify } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { jwtSecret } from '../auth/tokens.js';

export const STAFF_TOKEN_TTL_SECONDS = 12 * 3600; // one working day
const ALGORITHM = 'HS256';
const encoder = new TextEncoder();

export interface StaffClaims {
  staffNo: number;
  name: string;
  mobile: string;
}

/** A staff token, for the member's current token version (read here, so a caller cannot issue an old one). */
export async function issueStaffToken(staff: StaffClaims, ctx: AppContext): Promise<string> {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const [row] = await ctx.db.query<{ token_version: number }>('SELECT token_version FROM staff WHERE staff_no = $1', [staff.staffNo]);
  if (!row) throw new Error(`no staff member ${staff.staffNo}`);
  return new SignJWT({
    staff: true,
    staff_no: String(staff.staffNo),
    staff_name: staff.name,
    staff_mobile: staff.mobile,
    ver: Number(row.token_version),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + STAFF_TOKEN_TTL_SECONDS)
    .sign(encoder.encode(await jwtSecret(ctx.config)));
}

export type BearerCheck = { kind: 'none' } | { kind: 'staff'; claims: StaffClaims; tokenVersion: number } | { kind: 'other' };

/** What the request's bearer token is: none (absent or invalid: 401), staff, or another valid token (403). */
export async function bearerFromRequest(request: FastifyRequest, ctx: AppContext): Promise<BearerCheck> {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+([A-Za-z0-9_.-]+)\s*$/i.exec(header) : null;
  if (!match) return { kind: 'none' };
  try {
    const { payload } = await jwtVerify(match[1], encoder.encode(await jwtSecret(ctx.config)), {
      algorithms: [ALGORITHM],
      currentDate: ctx.now(),
      requiredClaims: ['exp'],
    });
    const { staff, staff_no, staff_name, staff_mobile, ver = 0 } = payload;
    if (staff !== true) return { kind: 'other' };
    if (typeof staff_no !== 'string' || !/^[1-9]\d{0,9}$/.test(staff_no)) return { kind: 'none' };
    if (typeof staff_name !== 'string' || typeof staff_mobile !== 'string') return { kind: 'none' };
    if (typeof ver !== 'number' || !Number.isSafeInteger(ver) || ver < 0) return { kind: 'none' };
    return { kind: 'staff', claims: { staffNo: Number(staff_no), name: staff_name, mobile: staff_mobile }, tokenVersion: ver };
  } catch {
    return { kind: 'none' };
  }
}
