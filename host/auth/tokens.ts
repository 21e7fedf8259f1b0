import { SignJWT, jwtVerify } from 'jose';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Config } from '../config.js';
import type { CustomerClaims } from '../../widgets/domain/types.js';
import { loadJwtSecret } from '../secrets.js';
import type { TokenCustomer } from './token-customer.js';

// Customer tokens (docs/architecture.md#security): HS256 JWTs signed with jose, carrying the docs/domain.md#session claims plus iat and exp.
// The widgets decode them with jwt-decode; only the host can verify them. A token also carries its account's token
// version (`ver`, left out while it is 0): a password change raises the version in the database, and every request
// compares the two, so the tokens issued before the change stop working on every host at once.

const ALGORITHM = 'HS256';
const encoder = new TextEncoder();

export async function issueCustomerToken(customer: TokenCustomer, secret: string, ttlSeconds: number, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: Omit<CustomerClaims, 'exp'> = {
    custom_id: String(customer.customerNo),
    custom_Email: customer.email,
    custom_mobile: customer.mobile,
    custom_CustomerName: customer.name,
  };
  const version = customer.tokenVersion ?? 0;
  return new SignJWT({ ...claims, ...(version > 0 ? { ver: version } : {}) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(encoder.encode(secret));
}

/**
 * The claims of a valid token, or null when it is malformed, forged, signed with another algorithm,
 * expired (at `now`), or lacks any docs/domain.md#session claim. Never throws.
 */
export async function verifyCustomerToken(token: string, secret: string, now: Date = new Date()): Promise<(CustomerClaims & { ver?: number }) | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: [ALGORITHM],
      currentDate: now,
      requiredClaims: ['exp'],
    });
    const { custom_id, custom_Email, custom_mobile, custom_CustomerName, exp, ver } = payload;
    if (typeof custom_id !== 'string' || !/^[1-9]\d{0,9}$/.test(custom_id)) return null;
    if (typeof custom_Email !== 'string' || typeof custom_mobile !== 'string' || typeof custom_CustomerName !== 'string') return null;
    if (ver !== undefined && !(Number.isSafeInteger(ver) && (ver as number) > 0)) return null;
    return { custom_id, custom_Email, custom_mobile, custom_CustomerName, exp, ...(ver === undefined ? {} : { ver: ver as number }) };
  } catch {
    return null;
  }
}

// The secret is read (or generated) once per configuration, not once per request.
const secrets = new WeakMap<Config, Promise<string>>();

export function jwtSecret(config: Config): Promise<string> {
  let secret = secrets.get(config);
  if (!secret) {
    secret = loadJwtSecret(config);
    secret.catch(() => secrets.delete(config)); // a failed read is retried on the next request
    secrets.set(config, secret);
  }
  return secret;
}

/** Issues a token with the app's secret, TTL and clock. */
export async function issueTokenFor(customer: TokenCustomer, ctx: AppContext): Promise<string> {
  return issueCustomerToken(customer, await jwtSecret(ctx.config), ctx.config.jwtTtlSeconds, ctx.now());
}

/**
 * The customer named by a valid `Authorization: Bearer <token>` header, or null (no header, another
 * scheme, an invalid or expired token, or one issued before the account's last password change). Used by orders
 * to link a logged-in customer, and by the account endpoints. Apart from the version it trusts the token's
 * details; callers that need current ones read the customers table.
 */
export async function customerFromRequest(request: FastifyRequest, ctx: AppContext): Promise<TokenCustomer | null> {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9_.-]+)\s*$/i.exec(header);
  if (!match) return null;
  const claims = await verifyCustomerToken(match[1], await jwtSecret(ctx.config), ctx.now());
  if (!claims) return null;
  const customerNo = Number(claims.custom_id);
  const tokenVersion = claims.ver ?? 0;
  // Read on every request (the primary key: one indexed row), not cached: a cache could let a revoked token
  // through on another host.
  const [row] = await ctx.db.query<{ token_version: number }>('SELECT token_version FROM customers WHERE customer_no = $1', [customerNo]);
  if (!row || Number(row.token_version) !== tokenVersion) return null;
  return {
    customerNo,
    mobile: claims.custom_mobile,
    name: claims.custom_CustomerName,
    email: claims.custom_Email,
    tokenVersion,
  };
}
