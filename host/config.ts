// Configuration is plain data; host/server.ts is the only place that reads process.env and calls loadConfig.
import { SCRYPT_N } from './auth/passwords.js';

export interface Config {
  port: number;
  host: string;
  dataDir: string; // embedded database, generated secrets, mail outbox, generated media
  /**
   * RASTER_CACHE_DIR (default none): a folder several data folders share, holding the product images' JPEG/WebP
   * copies by content, so a host started on a fresh DATA_DIR copies them instead of drawing them (tests, benchmarks).
   */
  rasterCacheDir?: string;
  databaseUrl?: string; // a real PostgreSQL server instead of the embedded one
  publicUrl: string; // absolute base of the storefront, used in links, emails and the WiPay response_url
  jwtSecret?: string; // generated once into dataDir when absent
  jwtTtlSeconds: number;
  smtpUrl?: string; // when absent, mails are written to dataDir/outbox
  mailFrom: string;
  /**
   * MAIL_CLAIM_SECONDS (default 60): how long a host's claim on an outbox row lasts; a row claimed by a host that
   * died goes out again after that. Must exceed one mail's SMTP time limits.
   */
  mailClaimSeconds: number;
  embedOrigins: string[]; // partner origins allowed by CORS
  /**
   * Which peers' X-Forwarded-* headers are believed (Fastify's trustProxy): TRUST_PROXY, default 'loopback'
   * (a reverse proxy on the same machine). 'true' trusts any peer, so only for a host no client reaches directly.
   */
  trustProxy: boolean | string;
  wipay: {
    baseUrl: string; // default: the host's own sandbox emulator
    accountNumber: string;
    apiKey: string;
    environment: 'sandbox' | 'live';
    feeStructure: 'customer_pay' | 'merchant_absorb' | 'split';
    origin: string;
  };
  useWipay: boolean; // the gateway payment option (the ew flag's server side)
  logLevel: string;
  /** Load shedding and timeouts (host/http/load-shedding.ts, host/server.ts). */
  load: {
    /** Order-creating requests in progress at once; more are answered 503 at once (ORDER_QUEUE_LIMIT). */
    orderQueueLimit: number;
    /** A new order is also refused while the oldest one in progress has waited this long (ORDER_MAX_WAIT_MS). */
    orderMaxWaitMs: number;
    /** New orders are refused while the event loop was busier than this (0-1) over the last 100 ms (ORDER_MAX_ELU). */
    maxEventLoopUtilization: number;
    /** The Retry-After of those 503 answers, in seconds (RETRY_AFTER_SECONDS). */
    retryAfterSeconds: number;
    /** Time to receive a whole request, headers and body (REQUEST_TIMEOUT_MS). */
    requestTimeoutMs: number;
    /** An idle connection is closed after this long (CONNECTION_TIMEOUT_MS); keep-alive idle time is shorter. */
    connectionTimeoutMs: number;
  };
  /** scrypt's cost for new password hashes: always SCRYPT_N outside tests (older hashes are raised at login). */
  scryptN: number;
  /** Multiplies the per-address limits of host/http/rate-limits.ts: 1 outside tests. */
  rateLimitScale: number;
}

/** WiPay's public sandbox credentials: fine for the sandbox, never for taking real money. */
export const WIPAY_SANDBOX_ACCOUNT = '1234567890';
export const WIPAY_SANDBOX_API_KEY = '123';

/** A configuration that must not start, with the reason; thrown by loadConfig. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env): Config {
  const port = intOr(env.PORT, 3000);
  const host = env.HOST || '127.0.0.1';
  const publicUrl = (env.PUBLIC_URL || listenUrl(host, port)).replace(/\/+$/, '');
  return {
    port,
    host,
    dataDir: env.DATA_DIR || './data',
    rasterCacheDir: env.RASTER_CACHE_DIR || undefined,
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtTtlSeconds: intOr(env.JWT_TTL_SECONDS, 7 * 24 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Trini Naturals <orders@trini-naturals.tt>',
    mailClaimSeconds: Math.max(1, intOr(env.MAIL_CLAIM_SECONDS, 60)),
    embedOrigins: (env.EMBED_ORIGINS ?? 'http://127.0.0.2:3001,http://localhost:3001')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    wipay: {
      baseUrl: (env.WIPAY_BASE_URL || `${publicUrl}/wipay-sandbox`).replace(/\/+$/, ''),
      accountNumber: env.WIPAY_ACCOUNT_NUMBER || WIPAY_SANDBOX_ACCOUNT,
      apiKey: env.WIPAY_API_KEY || WIPAY_SANDBOX_API_KEY,
      environment: wipayEnvironment(env),
      feeStructure: oneOf(env.WIPAY_FEE_STRUCTURE, ['customer_pay', 'merchant_absorb', 'split'] as const, 'merchant_absorb'),
      origin: env.WIPAY_ORIGIN || 'TriniNaturals',
    },
    useWipay: env.USE_WIPAY !== '0',
    logLevel: env.LOG_LEVEL || 'info',
    scryptN: SCRYPT_N,
    rateLimitScale: 1,
    load: {
      orderQueueLimit: Math.max(1, intOr(env.ORDER_QUEUE_LIMIT, 32)),
      orderMaxWaitMs: Math.max(1, intOr(env.ORDER_MAX_WAIT_MS, 1000)),
      maxEventLoopUtilization: fractionOr(env.ORDER_MAX_ELU, 0.9),
      retryAfterSeconds: Math.max(1, intOr(env.RETRY_AFTER_SECONDS, 1)),
      requestTimeoutMs: Math.max(1000, intOr(env.REQUEST_TIMEOUT_MS, 30_000)),
      connectionTimeoutMs: Math.max(1000, intOr(env.CONNECTION_TIMEOUT_MS, 60_000)),
    },
  };
}

/**
 * Live mode takes real card payments: it needs the shop's own account number and API key, and a gateway that
 * is not our sandbox emulator. Anything else refuses to start rather than accept forged "payments".
 */
function wipayEnvironment(env: Env): 'sandbox' | 'live' {
  const value = env.WIPAY_ENVIRONMENT ?? '';
  if (value === '' || value === 'sandbox') return 'sandbox';
  if (value !== 'live') throw new ConfigError(`WIPAY_ENVIRONMENT must be sandbox or live, not ${JSON.stringify(value)}.`);
  const missing = [
    !env.WIPAY_ACCOUNT_NUMBER || env.WIPAY_ACCOUNT_NUMBER === WIPAY_SANDBOX_ACCOUNT ? 'WIPAY_ACCOUNT_NUMBER' : '',
    !env.WIPAY_API_KEY || env.WIPAY_API_KEY === WIPAY_SANDBOX_API_KEY ? 'WIPAY_API_KEY' : '',
    !env.WIPAY_BASE_URL || env.WIPAY_BASE_URL.includes('/wipay-sandbox') ? 'WIPAY_BASE_URL' : '',
  ].filter(Boolean);
  if (missing.length) {
    throw new ConfigError(
      `WIPAY_ENVIRONMENT=live needs the shop's real WiPay credentials: set ${missing.join(', ')} (the sandbox values are refused in live mode).`,
    );
  }
  return 'live';
}

/** The address the server listens on, as a browser opens it (a wildcard host is reached on loopback):
 * the default PUBLIC_URL, so a card payment returns to the origin that holds the cart (issue 16). */
export function listenUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

function trustProxyOf(value: string | undefined): boolean | string {
  const v = (value ?? '').trim();
  if (v === '') return 'loopback';
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return v; // addresses or subnets, comma-separated
}

function fractionOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 && n <= 1 ? n : fallback;
}

function intOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function oneOf<T extends string>(value: string | undefined, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** Configuration for tests: in-memory everything, emulator at the test's public URL. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ DATA_DIR: overrides.dataDir ?? '.data-test', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-test-secret-test-secret' });
  // Tests make hundreds of accounts and orders from one address: a cheap scrypt and roomy per-address limits keep
  // them fast and independent (the defaults are tested on their own, with rateLimitScale 1).
  // A test's own requests run in the test's process, so its event loop looks saturated whenever a test is busy:
  // saturation shedding is off (utilisation never exceeds 1) unless a test turns it on (admission-gate.test.ts
  // covers the rule, `npm run bench:overload` the real host).
  const load = { ...base.load, maxEventLoopUtilization: 1 };
  return { ...base, scryptN: 2 ** 12, rateLimitScale: 100, load, ...overrides };
}
