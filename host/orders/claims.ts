// Ownership by proof: a guest order joins an account only with its claim token, a random secret made when the
// order is stored. The placing browser keeps it in an HttpOnly cookie; the confirmation mail carries it as a
// one-time claim link. A typed mobile number is never proof: anyone can register anyone's number.
//
// A token from the placing browser's cookie is claimed only by an account with the order's mobile, so a
// stranger signing in later on a shared computer does not collect the guest's orders; a token from the mail
// link (marked when the link is opened) is claimed by whoever signs in next, because following the mailed
// link proves access to the order's mailbox.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/db.js';
import { MAX_ID } from '../../widgets/domain/schemas.js';

export const CLAIM_COOKIE = 'trini_claims';
/** The cookie keeps the newest claims only; older guest orders stay claimable by their mail link. */
export const MAX_CLAIMS_IN_COOKIE = 20;
const CLAIM_COOKIE_MAX_AGE_S = 180 * 24 * 3600;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export interface Claim {
  orderNo: number;
  token: string;
  /** Opened from the mail link: no mobile match is needed to claim it. */
  viaMail: boolean;
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

/** `[m]ORDERNO.TOKEN` entries joined by `~`; anything malformed is dropped. */
export function parseClaims(raw: string | undefined): Claim[] {
  if (!raw) return [];
  const claims: Claim[] = [];
  for (const entry of raw.split('~').slice(0, MAX_CLAIMS_IN_COOKIE)) {
    const match = /^(m?)(\d{1,9})\.([A-Za-z0-9_-]{24})$/.exec(entry);
    if (!match) continue;
    const orderNo = Number(match[2]);
    if (orderNo < 1 || orderNo > MAX_ID) continue;
    claims.push({ orderNo, token: match[3], viaMail: match[1] === 'm' });
  }
  return claims;
}

export function formatClaims(claims: readonly Claim[]): string {
  return claims
    .slice(-MAX_CLAIMS_IN_COOKIE)
    .map((c) => `${c.viaMail ? 'm' : ''}${c.orderNo}.${c.token}`)
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

/**
 * Gives the signed-in customer every order the claims prove, spending their tokens. Answers the orders claimed
 * and the claims to keep (those still valid but for another account's mobile).
 */
export async function redeemClaims(
  db: Queryable,
  claims: readonly Claim[],
  customer: { customerNo: number; mobile: string },
): Promise<{ claimed: number[]; kept: Claim[] }> {
  if (claims.length === 0) return { claimed: [], kept: [] };
  const rows = await db.query<{ order_no: number; claim_token: string | null; customer_mobile: string }>(
    'SELECT order_no, claim_token, customer_mobile FROM orders WHERE order_no = ANY($1::int[]) AND customer_no IS NULL',
    [claims.map((c) => c.orderNo)],
  );
  const claimable: number[] = [];
  const kept: Claim[] = [];
  for (const claim of claims) {
    const row = rows.find((r) => Number(r.order_no) === claim.orderNo);
    if (!row?.claim_token || !sameToken(row.claim_token, claim.token)) continue; // spent, owned or forged
    if (claim.viaMail || row.customer_mobile === customer.mobile) claimable.push(claim.orderNo);
    else kept.push(claim);
  }
  if (claimable.length === 0) return { claimed: [], kept };
  // customer_no IS NULL again: a concurrent claim of the same order by another account loses, not overwrites.
  const claimed = await db.query<{ order_no: number }>(
    `UPDATE orders SET customer_no = $1, claim_token = NULL
      WHERE order_no = ANY($2::int[]) AND customer_no IS NULL AND claim_token IS NOT NULL
        AND EXISTS (SELECT 1 FROM customers WHERE customer_no = $1)
      RETURNING order_no`,
    [customer.customerNo, claimable],
  );
  return { claimed: claimed.map((r) => Number(r.order_no)), kept };
}

/** Redeems the request's cookie claims for the customer and rewrites the cookie with what is left. */
export async function redeemCookieClaims(
  db: Queryable,
  request: FastifyRequest,
  reply: FastifyReply,
  customer: { customerNo: number; mobile: string },
  options: ClaimCookieOptions,
): Promise<number[]> {
  const claims = claimsOf(request);
  if (claims.length === 0) return [];
  const { claimed, kept } = await redeemClaims(db, claims, customer);
  if (kept.length !== claims.length) setClaimCookie(reply, kept, options);
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
