import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, PluginOptions } from '../context.js';
import { ApiError } from '../http/errors.js';
import { hashPassword, needsRehash, verifyPassword } from '../auth/passwords.js';
import { customerFromRequest, issueTokenFor } from '../auth/tokens.js';
import type { TokenCustomer } from '../auth/token-customer.js';
import { createLoginRateLimit, refuseWhileWaiting } from '../auth/rate-limit.js';
import { createLoginDevices } from '../auth/login-devices.js';
import { passwordQueue, queuedPasswordWork } from '../auth/password-queue.js';
import { claimCookieOptions } from '../http/cookies.js';
import { isHttpsShop } from '../http/https.js';
import { perAddressLimit } from '../http/rate-limits.js';
import { redeemCookieClaims } from '../orders/claims.js';
import { ChangePasswordStruct, LoginStruct, RegistrationStruct, UpdateAccountStruct, parseWith } from '../../widgets/domain/schemas.js';
import { changePasswordMessage, isEmail, loginMessage, registrationMessage } from '../../widgets/domain/validation.js';
import * as M from '../../widgets/domain/messages.js';
import { NAME_MAX } from '../../widgets/domain/constants.js';

// Customer accounts (docs/api.md#customers): registration and login as the original API has them, plus the
// account calls the storefront's account pages need (docs/api.md#account-calls), in the same PascalCase style,
// behind the bearer token. Bodies are checked with the widgets' own structs and ordered checks, so the forms
// and the host give the same messages (the password rule: docs/domain.md#passwords).

export const ADDRESS_MAX = 500;

export const MSG = {
  registered: 'Registration successful.',
  // Says no more than the spec's failed-registration alert must: the same words for a number already
  // registered and for any other refusal we cannot explain without telling a stranger who has an account.
  notRegistered: 'We could not create an account with these details. If you already have an account, please log in.',
  loggedIn: 'Login successful.',
  badLogin: 'Invalid mobile number or password.',
  pleaseLogIn: 'Please log in.',
  addressTooLong: `Address must be at most ${ADDRESS_MAX} characters.`,
  accountSaved: 'Your account details have been saved.',
  currentPasswordWrong: 'The current password is not correct.',
  passwordChanged: 'Your password has been changed.',
} as const;

interface CustomerRow {
  customer_no: number;
  mobile: string;
  name: string;
  email: string;
  address: string;
  password_hash: string;
  token_version: number;
  [key: string]: unknown;
}

const toTokenCustomer = (row: CustomerRow): TokenCustomer => ({
  customerNo: Number(row.customer_no),
  mobile: row.mobile,
  name: row.name,
  email: row.email,
  tokenVersion: Number(row.token_version),
});

function parse<T>(result: { ok: true; value: T } | { ok: false; msg: string }): T {
  if (!result.ok) throw new ApiError(400, result.msg);
  return result.value;
}

function check(message: string | null | false): void {
  if (message) throw new ApiError(400, message);
}

/** What the customer routes share: the look-ups, the login slow-down and the trusted devices. */
function customerKit(ctx: AppContext) {
  const { db } = ctx;
  const rateLimit = createLoginRateLimit(db, ctx.now);
  const devices = createLoginDevices(db, ctx.now, { secure: isHttpsShop(ctx.config.publicUrl) });
  // Compared against when the mobile is unknown, so a wrong mobile costs the same time as a wrong password.
  const dummyHash = hashPassword('not-a-real-password', ctx.config.scryptN);
  const takeClaimedOrders = (request: FastifyRequest, reply: FastifyReply, row: CustomerRow) =>
    redeemCookieClaims(db, request, reply, toTokenCustomer(row), claimCookieOptions(ctx));

  const byMobile = async (mobile: string) => (await db.query<CustomerRow>('SELECT * FROM customers WHERE mobile = $1', [mobile]))[0];
  const byNo = async (customerNo: number) => (await db.query<CustomerRow>('SELECT * FROM customers WHERE customer_no = $1', [customerNo]))[0];

  /** The logged-in customer's current row, or a 401. */
  async function requireCustomer(request: FastifyRequest): Promise<CustomerRow> {
    const who = await customerFromRequest(request, ctx);
    const row = who && (await byNo(who.customerNo));
    if (!row) throw new ApiError(401, MSG.pleaseLogIn);
    return row;
  }

  return { db, rateLimit, devices, dummyHash, takeClaimedOrders, byMobile, requireCustomer };
}
type CustomerKit = ReturnType<typeof customerKit>;

export async function customersApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  const kit = customerKit(ctx);
  signInRoutes(app, ctx, kit);
  accountRoutes(app, ctx, kit);
}

function signInRoutes(app: FastifyInstance, ctx: AppContext, { db, rateLimit, devices, dummyHash, takeClaimedOrders, byMobile }: CustomerKit): void {
  app.post('/api/customer/register', { config: { rateLimit: perAddressLimit(ctx.config, 'register') } }, async (request, reply: FastifyReply) => {
    const body = parse(parseWith(RegistrationStruct, request.body));
    check(registrationMessage(body));
    const address = (body.Address ?? '').trim();
    check(address.length > ADDRESS_MAX && MSG.addressTooLong);
    const mobile = body.Mobile1.trim();
    // Hashed before the look-up, so a registered number answers no faster than a new one.
    const passwordHash = await queuedPasswordWork(reply, () => hashPassword(body.NewPassword, ctx.config.scryptN));
    if (await byMobile(mobile)) throw new ApiError(400, MSG.notRegistered);
    // ON CONFLICT: two registrations of one mobile at once; the loser gets the same answer as above.
    const [row] = await db.query<CustomerRow>(
      `INSERT INTO customers (mobile, name, email, address, password_hash, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (mobile) DO NOTHING
       RETURNING *`,
      [mobile, body.CustomerName.trim(), (body.EmailID ?? '').trim(), address, passwordHash, ctx.now().toISOString()],
    );
    if (!row) throw new ApiError(400, MSG.notRegistered);
    await takeClaimedOrders(request, reply, row);
    const jwt = await issueTokenFor(toTokenCustomer(row), ctx);
    return reply.send({ success: true, jwt, msg: MSG.registered });
  });

  app.post('/api/Auth/CLogin', { config: { rateLimit: perAddressLimit(ctx.config, 'login') } }, async (request, reply) => {
    const body = parse(parseWith(LoginStruct, request.body));
    check(loginMessage(body));
    const mobile = body.Mobile.trim();
    const wait = await rateLimit.isBlocked(mobile, request.ip, () => devices.isTrusted(request, mobile));
    if (wait) refuseWhileWaiting(reply, wait);

    const row = await byMobile(mobile);
    const stored = row?.password_hash ?? (await dummyHash);
    const ok = await queuedPasswordWork(reply, () => verifyPassword(body.Password, stored));
    if (!row || !ok) {
      await rateLimit.recordFailure(mobile, request.ip);
      throw new ApiError(401, MSG.badLogin);
    }
    await rateLimit.recordSuccess(mobile, request.ip);
    await devices.remember(request, reply, mobile);
    // Redone at a later sign-in when the queue is busy: the sign-in itself must not be refused for it.
    const rehashed = needsRehash(row.password_hash, ctx.config.scryptN)
      ? await passwordQueue.runIfIdle(() => hashPassword(body.Password, ctx.config.scryptN))
      : undefined;
    if (rehashed) await db.query('UPDATE customers SET password_hash = $2 WHERE customer_no = $1', [row.customer_no, rehashed]);
    await takeClaimedOrders(request, reply, row);
    const Token = await issueTokenFor(toTokenCustomer(row), ctx);
    return reply.send({ success: true, Token, msg: MSG.loggedIn });
  });
}

function accountRoutes(app: FastifyInstance, ctx: AppContext, { db, rateLimit, devices, requireCustomer }: CustomerKit): void {
  app.get('/api/customer/GetAccount', async (request, reply) => {
    const row = await requireCustomer(request);
    return reply.send({
      success: true,
      CustomerNo: Number(row.customer_no),
      CustomerName: row.name,
      Mobile1: row.mobile,
      EmailID: row.email,
      Address: row.address,
    });
  });

  app.post('/api/customer/UpdateAccount', async (request, reply) => {
    const row = await requireCustomer(request);
    const body = parse(parseWith(UpdateAccountStruct, request.body));
    const name = body.CustomerName.trim();
    // An absent EmailID or Address keeps the saved value; an empty one clears it.
    const email = (body.EmailID ?? row.email).trim();
    const address = (body.Address ?? row.address).trim();
    check(name === '' && M.REGISTRATION_NAME_REQUIRED);
    check(name.length > NAME_MAX && M.REGISTRATION_NAME_TOO_LONG);
    check(email !== '' && !isEmail(email) && M.EMAIL_INVALID);
    check(address.length > ADDRESS_MAX && MSG.addressTooLong);
    const [updated] = await db.query<CustomerRow>('UPDATE customers SET name = $2, email = $3, address = $4 WHERE customer_no = $1 RETURNING *', [
      row.customer_no,
      name,
      email,
      address,
    ]);
    if (!updated) throw new ApiError(401, MSG.pleaseLogIn);
    const jwt = await issueTokenFor(toTokenCustomer(updated), ctx);
    return reply.send({ success: true, msg: MSG.accountSaved, jwt });
  });

  app.post('/api/customer/ChangePassword', async (request, reply) => {
    const row = await requireCustomer(request);
    const body = parse(parseWith(ChangePasswordStruct, request.body));
    check(changePasswordMessage(body));
    // A stolen token must not become a way to guess the password: wrong current passwords count as failed logins.
    const wait = await rateLimit.isBlocked(row.mobile, request.ip, () => devices.isTrusted(request, row.mobile));
    if (wait) refuseWhileWaiting(reply, wait);
    const newHash = await queuedPasswordWork(reply, async () =>
      (await verifyPassword(body.CurrentPassword, row.password_hash)) ? hashPassword(body.NewPassword, ctx.config.scryptN) : undefined,
    );
    if (!newHash) {
      await rateLimit.recordFailure(row.mobile, request.ip);
      throw new ApiError(400, MSG.currentPasswordWrong);
    }
    // The version goes up with the password: every token issued before stops working, on every host. This request
    // gets a token of the new version, so the shopper who changed it stays signed in.
    const [changed] = await db.query<CustomerRow>(
      'UPDATE customers SET password_hash = $2, token_version = token_version + 1 WHERE customer_no = $1 RETURNING *',
      [row.customer_no, newHash],
    );
    if (!changed) throw new ApiError(401, MSG.pleaseLogIn);
    const jwt = await issueTokenFor(toTokenCustomer(changed), ctx);
    return reply.send({ success: true, msg: MSG.passwordChanged, jwt });
  });
}
