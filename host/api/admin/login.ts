// POST /api/admin/Login { Mobile, Password, NewPassword? } -> { success, Token }: a staff token (docs/back-office.md#staff),
// rate limited like the customers' login (its own counts per mobile and its own device cookies' accounts; the
// per-address counts are shared with customers). A member whose password an owner gave (added or reset on the Staff
// screen) gets a 403 with NewPasswordNeeded until they sign in with a NewPassword of their own.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/passwords.js';
import { createLoginRateLimit, refuseWhileWaiting } from '../../auth/rate-limit.js';
import { createLoginDevices } from '../../auth/login-devices.js';
import { passwordQueue, queuedPasswordWork } from '../../auth/password-queue.js';
import { isHttpsShop } from '../../http/https.js';
import { perAddressLimit } from '../../http/rate-limits.js';
import { findStaffByMobile, STAFF_MSG, StaffError } from '../../admin/staff.js';
import { setStaffPassword } from '../../admin/staff-access.js';
import { issueStaffToken } from '../../admin/staff-tokens.js';
import { bag } from './params.js';

export const LOGIN_MSG = {
  mobileRequired: 'Mobile is required.',
  passwordRequired: 'Password is required.',
  bad: 'Invalid mobile number or password.',
  signedIn: 'Signed in.',
  newPasswordNeeded: 'Your password was given to you: choose a new one of your own to sign in.',
} as const;

// Compared against when the mobile is unknown or disabled, so those cost the same time as a wrong password.
const dummyHash = hashPassword('not-a-real-staff-password');

export async function adminLoginApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  const rateLimit = createLoginRateLimit(ctx.db, ctx.now);
  const devices = createLoginDevices(ctx.db, ctx.now, { secure: isHttpsShop(ctx.config.publicUrl) });
  app.post('/api/admin/Login', { config: { rateLimit: perAddressLimit(ctx.config, 'login') } }, async (request, reply) => {
    const body = bag(request.body);
    const mobile = typeof body.Mobile === 'string' ? body.Mobile.trim().slice(0, 64) : '';
    const password = typeof body.Password === 'string' ? body.Password : '';
    if (!mobile) throw new ApiError(400, LOGIN_MSG.mobileRequired);
    if (!password) throw new ApiError(400, LOGIN_MSG.passwordRequired);
    const limitKey = `staff:${mobile}`;
    const wait = await rateLimit.isBlocked(limitKey, request.ip, () => devices.isTrusted(request, limitKey));
    if (wait) refuseWhileWaiting(reply, wait);
    const row = await findStaffByMobile(ctx.db, mobile);
    const stored = row && row.disabled_at == null ? row.password_hash : await dummyHash;
    const ok = await queuedPasswordWork(reply, () => verifyPassword(password.slice(0, 1024), stored));
    if (!row || row.disabled_at != null || !ok) {
      await rateLimit.recordFailure(limitKey, request.ip);
      throw new ApiError(401, LOGIN_MSG.bad);
    }
    await rateLimit.recordSuccess(limitKey, request.ip);
    await devices.remember(request, reply, limitKey);
    // Redone at a later sign-in when the queue is busy: the sign-in itself must not be refused for it.
    const rehashed = needsRehash(row.password_hash) ? await passwordQueue.runIfIdle(() => hashPassword(password.slice(0, 1024))) : undefined;
    if (rehashed) await ctx.db.query('UPDATE staff SET password_hash = $2 WHERE staff_no = $1', [row.staff_no, rehashed]);
    if (row.must_change_password === true) {
      const next = typeof body.NewPassword === 'string' ? body.NewPassword : '';
      if (!next) return reply.code(403).send({ success: false, NewPasswordNeeded: true, msg: LOGIN_MSG.newPasswordNeeded });
      if (next === password) throw new ApiError(400, STAFF_MSG.samePassword);
      const staffNo = Number(row.staff_no);
      await setStaffPassword(ctx.db, { staffNo }, next, ctx.now(), { by: staffNo }).catch((err: unknown) => {
        throw err instanceof StaffError ? new ApiError(err.status, err.message) : err;
      });
    }
    const Token = await issueStaffToken({ staffNo: Number(row.staff_no), name: row.name, mobile: row.mobile }, ctx);
    return reply.send({ success: true, Token, Name: row.name, msg: LOGIN_MSG.signedIn });
  });
}
