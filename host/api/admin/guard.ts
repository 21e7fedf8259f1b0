// The door of /api/admin/* (docs/back-office.md#staff): 401 without a valid token (or for a disabled or removed staff
// member, or a token issued before their password changed or they were disabled), 403 with a token that is not
// staff (a customer's). The staff member is then known to the handlers.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { bearerFromRequest, type StaffClaims } from '../../admin/staff-tokens.js';
import { findStaffByNo } from '../../admin/staff.js';
import { fail } from '../../http/errors.js';

export const GUARD_MSG = {
  signIn: 'Please sign in as staff.',
  staffOnly: 'This is for shop staff only.',
  disabled: 'Your staff account is disabled.',
  ownerOnly: "This is for the shop's owners only.",
} as const;

const signedIn = new WeakMap<FastifyRequest, StaffClaims>();
/** The requests of staff with the owner role (read with the staff row, so a change of role counts at once). */
const owners = new WeakSet<FastifyRequest>();

export function staffGuard(ctx: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const bearer = await bearerFromRequest(request, ctx);
    if (bearer.kind === 'none') return fail(reply, 401, GUARD_MSG.signIn);
    if (bearer.kind === 'other') return fail(reply, 403, GUARD_MSG.staffOnly);
    // Checked on every call, so disabling someone takes effect at once, not when their token expires. Not cached: a
    // cache could let a revoked token through on another host.
    const row = await findStaffByNo(ctx.db, bearer.claims.staffNo);
    if (!row || row.disabled_at != null) return fail(reply, 401, row ? GUARD_MSG.disabled : GUARD_MSG.signIn);
    if (Number(row.token_version) !== bearer.tokenVersion) return fail(reply, 401, GUARD_MSG.signIn);
    signedIn.set(request, { staffNo: Number(row.staff_no), name: row.name, mobile: row.mobile });
    if (row.is_owner === true) owners.add(request);
  };
}

/** Whether the staff member the guard let in has the owner role. */
export function isOwner(request: FastifyRequest): boolean {
  return owners.has(request);
}

/** A preHandler for owner-only calls: 403 for other staff. */
export async function ownerOnly(request: FastifyRequest, reply: FastifyReply) {
  if (!owners.has(request)) return fail(reply, 403, GUARD_MSG.ownerOnly);
}

/** The staff member the guard let in. */
export function staffOf(request: FastifyRequest): StaffClaims {
  const staff = signedIn.get(request);
  if (!staff) throw new Error('staffOf() outside the admin guard');
  return staff;
}
