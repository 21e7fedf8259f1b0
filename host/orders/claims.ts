// Ownership by proof: a guest order joins an account only with its claim token, a random secret made when the
// order is stored and sent nowhere but in the confirmation mail, as a one-time claim link. Opening the link proves
// access to the order's mailbox; the browser keeps that proof in an HttpOnly cookie until someone signs in there,
// and that account takes the order. Neither the browser that placed the order nor a mobile number is proof: a
// mobile is never verified, and a placing browser may be shared (an internet cafe, a family computer), so a
// stranger registering the guest's number there must not see the guest's email and address.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';
import { MAX_ID } from '../../widgets/domain/schemas.js';

export const CLAIM_COOKIE = 'trini_claims';
/** The cookie keeps the newest claims only; an older link can be opened again. */
export const MAX_CLAIMS_IN_COOKIE = 20;
// Long enough to sign in or register after opening the link, short enough that a link opened on a shared computer
// and left there is not taken by whoever signs in the next day. The link itself works until the order is claimed.
const CLAIM_COOKIE_MAX_AGE_S = 3600;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export interface Claim {
  orderNo: number;
  token: string;
}

const TOKEN_BYTES = 18;
/** Random bytes for 256 tokens at a time: one call to the system's generator instead of one per order. */
let pool = Buffer.alloc(0);
let used = 0;

export function newClaimToken(): string {
  if (used + TOKEN_BYTES > pool.length) {
    pool = randomBytes(TOKEN_BYTES * 256);
    used = 0;
  }
  const token = pool.toString('base64url', used, used + TOKEN_BYTES);
  pool.fill(0, used, used + TOKEN_BYTES); // a token handed out does not stay in memory beside the next ones
  used += TOKEN_BYTES;
  return token;
}

export function isClaimToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/**
 * `mORDERNO.TOKEN` entries joined by `~` (m: opened from the mail link); anything else is dropped, entries without
 * the m included: the placing browser's copies that an older host wrote are no proof.
 */
export function parseClaims(raw: string | undefined): Claim[] {
  if (!raw) return [];
  const claims: Claim[] = [];
  for (const entry of raw.split('~').slice(0, MAX_CLAIMS_IN_COOKIE)) {
    const match = /^m(\d{1,9})\.([A-Za-z0-9_-]{24})$/.exec(entry);
    if (!match) continue;
    const orderNo = Number(match[1]);
    if (orderNo < 1 || orderNo > MAX_ID) continue;
    claims.push({ orderNo, token: match[2] });
  }
  return claims;
}

export function formatClaims(claims: readonly Claim[]): string {
  return claims
    .slice(-MAX_CLAIMS_IN_COOKIE)
    .map((c) => `m${c.orderNo}.${c.token}`)
    .join('~');
}

export function claimsOf(request: FastifyRequest): Claim[] {
  return parseClaims(request.cookies[CLAIM_COOKIE]);
}

export interface ClaimCookieOptions {
  secure: boolean;
}

/** Writes the cookie with `claims` (or clears it when there are none). */
export function setClaimCookie(reply: FastifyReply, claims: readonly Claim[], { secure }: ClaimCookieOptions): void {
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  if (claims.length === 0) reply.clearCookie(CLAIM_COOKIE, base);
  else reply.setCookie(CLAIM_COOKIE, formatClaims(claims), { ...base, maxAge: CLAIM_COOKIE_MAX_AGE_S });
}

/** Adds one claim to the browser's cookie (newest last), replacing an older entry for the same order. */
export function rememberClaim(request: FastifyRequest, reply: FastifyReply, claim: Claim, options: ClaimCookieOptions): void {
  const kept = claimsOf(request).filter((c) => c.orderNo !== claim.orderNo);
  setClaimCookie(reply, [...kept, claim], options);
}

/** Gives the signed-in customer every order the claims prove, spending their tokens; answers the orders claimed. */
export async function redeemClaims(db: Queryable, claims: readonly Claim[], customer: { customerNo: number }): Promise<number[]> {
  if (claims.length === 0) return [];
  const rows = await db.query<{ order_no: number; claim_token: string | null }>(
    'SELECT order_no, claim_token FROM orders WHERE order_no = ANY($1::int[]) AND customer_no IS NULL',
    [claims.map((c) => c.orderNo)],
  );
  // Spent, owned or forged tokens claim nothing.
  const claimable = claims
    .filter((claim) => rows.some((r) => Number(r.order_no) === claim.orderNo && r.claim_token !== null && sameToken(r.claim_token, claim.token)))
    .map((c) => c.orderNo);
  if (claimable.length === 0) return [];
  // customer_no IS NULL again: a concurrent claim of the same order by another account loses, not overwrites.
  const claimed = await db.query<{ order_no: number }>(
    `UPDATE orders SET customer_no = $1, claim_token = NULL
      WHERE order_no = ANY($2::int[]) AND customer_no IS NULL AND claim_token IS NOT NULL
        AND EXISTS (SELECT 1 FROM customers WHERE customer_no = $1)
      RETURNING order_no`,
    [customer.customerNo, claimable],
  );
  return claimed.map((r) => Number(r.order_no));
}

/** Redeems the request's cookie claims for the signed-in customer; the cookie is spent either way. */
export async function redeemCookieClaims(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: { customerNo: number },
  options: ClaimCookieOptions,
): Promise<number[]> {
  if (request.cookies[CLAIM_COOKIE] === undefined) return [];
  const claimed = await redeemClaims(db, claimsOf(request), customer);
  setClaimCookie(reply, [], options);
  return claimed;
}

/** The one-time link in a guest order's confirmation mail. */
export function claimLink(publicUrl: string, orderNo: number, token: string): string {
  return `${publicUrl}/claimorder?OrderNo=${orderNo}&Claim=${token}`;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
