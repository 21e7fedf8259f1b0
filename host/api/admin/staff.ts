// The shop's staff from the back office (docs/back-office.md#staff-screen), owners only: GET /api/admin/GetStaff lists
// them; AddStaff, SetStaffDisabled, SetStaffOwner and ResetStaffPassword change them, each audited. A member added or
// reset here signs in with a temporary password and must choose their own (POST /api/admin/Login says so). Disabling
// or a reset ends the member's sessions and live streams at once: the guard reads the staff row on every call, this
// host's streams are checked now, and on PostgreSQL the other hosts hear of it (NOTIFY order_events).
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { addStaff, listStaff, StaffError, type StaffMember } from '../../admin/staff.js';
import { setStaffDisabled, setStaffOwner, setStaffPassword } from '../../admin/staff-access.js';
import { ownerOnly, staffOf } from './guard.js';
import { bag, optionalBoolean, optionalText, requiredId } from './params.js';

function memberAnswer(m: StaffMember) {
  return {
    StaffNo: m.staffNo,
    Mobile: m.mobile,
    Name: m.name,
    Email: m.email,
    Owner: m.owner,
    Disabled: m.disabled,
    MustChangePassword: m.mustChangePassword,
    CreatedAt: m.createdAt,
  };
}

function requiredBoolean(b: Record<string, unknown>, name: string): boolean {
  const value = optionalBoolean(b, name);
  if (value === undefined) throw new ApiError(400, `${name} is required (true or false).`);
  return value;
}

/** A password as typed (spaces are characters), checked by the staff rules. */
function password(b: Record<string, unknown>): string {
  if (typeof b.Password !== 'string') throw new ApiError(400, 'Password is required.');
  return b.Password;
}

/** Runs a change, answering a refusal with its status and message. */
async function refused<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (err) {
    if (err instanceof StaffError) throw new ApiError(err.status, err.message);
    throw err;
  }
}

export async function adminStaffApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.addHook('preHandler', ownerOnly);

  /** After a change that revokes a member's tokens: their streams on this host end now (the others hear NOTIFY). */
  const endStreams = (staffNo: number) => ctx.events.streams.endRevoked(staffNo).catch(() => undefined);

  app.get('/api/admin/GetStaff', async () => ({ success: true, Staff: (await listStaff(ctx.db)).map(memberAnswer) }));

  app.post('/api/admin/AddStaff', async (request) => {
    const body = bag(request.body);
    const input = {
      mobile: optionalText(body, 'Mobile', 1000) ?? '',
      name: optionalText(body, 'Name', 1000) ?? '',
      email: optionalText(body, 'Email', 1000) ?? '',
      password: password(body),
      owner: optionalBoolean(body, 'Owner') ?? false,
      temporary: true,
    };
    const member = await refused(() => addStaff(ctx.db, input, ctx.now(), staffOf(request).staffNo));
    return { success: true, msg: `${member.name} can sign in now, and will choose their own password.`, Member: memberAnswer(member) };
  });

  app.post('/api/admin/SetStaffDisabled', async (request) => {
    const body = bag(request.body);
    const staffNo = requiredId(body, 'StaffNo');
    const disabled = requiredBoolean(body, 'Disabled');
    const member = await refused(() => setStaffDisabled(ctx.db, { staffNo }, disabled, ctx.now(), staffOf(request).staffNo));
    if (disabled) await endStreams(staffNo);
    const msg = disabled ? `${member.name} is disabled and signed out everywhere.` : `${member.name} can sign in again.`;
    return { success: true, msg, Member: memberAnswer(member) };
  });

  app.post('/api/admin/SetStaffOwner', async (request) => {
    const body = bag(request.body);
    const staffNo = requiredId(body, 'StaffNo');
    const owner = requiredBoolean(body, 'Owner');
    const member = await refused(() => setStaffOwner(ctx.db, { staffNo }, owner, ctx.now(), staffOf(request).staffNo));
    const msg = owner ? `${member.name} is now an owner.` : `${member.name} is no longer an owner.`;
    return { success: true, msg, Member: memberAnswer(member) };
  });

  app.post('/api/admin/ResetStaffPassword', async (request) => {
    const body = bag(request.body);
    const staffNo = requiredId(body, 'StaffNo');
    const given = password(body);
    const by = staffOf(request).staffNo;
    const member = await refused(() => setStaffPassword(ctx.db, { staffNo }, given, ctx.now(), { by, temporary: true }));
    await endStreams(staffNo);
    return { success: true, msg: `${member.name} is signed out and must choose a new password at the next sign-in.`, Member: memberAnswer(member) };
  });
}
