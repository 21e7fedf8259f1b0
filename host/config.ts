// Configuration is plain data, read once by each entry point (host/server.ts and the seed, staff and secret commands)
// through loadConfig, which checks the environment against host/config-schema.ts.
import envSchema from 'env-schema';
import { SCRYPT_N } from './auth/passwords.js';
import { ENV_SCHEMA, type Env } from './config-schema.js';
import { misspeltSettings, misspellingMessage } from './setting-spelling.js';
import { messageSettings, MessageSettingsError, type MessageSettings } from './messages/settings.js';

export interface Config {
  /** NODE_ENV=production: no emulator or demo partner origins unless named, a drain on SIGTERM. */
  production: boolean;
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
   * STAFF_ALERT_EMAIL (comma-separated): where mails for the shop's staff go (new orders, new returns, refunds due);
   * empty: every active staff member with an email (host/mail/staff-recipients.ts).
   */
  staffAlertEmails: string[];
  /**
   * MAIL_CLAIM_SECONDS (default 60): how long a host's claim on an outbox row lasts; a row claimed by a host that
   * died goes out again after that. Must exceed one mail's SMTP time limits.
   */
  mailClaimSeconds: number;
  embedOrigins: string[]; // partner origins allowed by CORS
  /**
   * Which peers' X-Forwarded-* headers are believed (Fastify's trustProxy): TRUST_PROXY, the proxy's addresses;
   * unset: no one's. 'true' trusts any peer, so only for a host no client reaches directly.
   */
  trustProxy: boolean | string;
  /** TRUST_PROXY was set (a production start beyond loopback needs it, and one on loopback warns without it). */
  trustProxyNamed: boolean;
  /** Unpaid card orders hold their stock this long, then the host cancels them (HOLD_STOCK_MINUTES). */
  holdStockMinutes: number;
  /** Bytes the rendered pages kept per catalogue version may take (PAGE_CACHE_MB); 0 keeps none. */
  pageCacheBytes: number;
  /** How often the host looks for holds that ran out: a minute outside tests; 0 only when asked (tests). */
  holdReleaseEveryMs: number;
  /** Settings that look misspelt (a production start refuses them): one line each, for the start to print. */
  warnings: string[];
  wipay: {
    baseUrl: string; // default: the host's own sandbox emulator
    accountNumber: string;
    apiKey: string;
    environment: 'sandbox' | 'live';
    /** The built-in emulator is mounted at /wipay-sandbox (sandbox card payments without WIPAY_BASE_URL). */
    emulator: boolean;
    feeStructure: 'customer_pay' | 'merchant_absorb' | 'split';
    origin: string;
  };
  cardPayments: CardPayments;
  /** WhatsApp and SMS notices (MESSAGES, WHATSAPP_*, TWILIO_*, STAFF_ALERT_WHATSAPP): host/messages/settings.ts. */
  messages: MessageSettings;
  useWipay: boolean; // the gateway payment option (the ew flag's server side): cardPayments is not 'off'
  /** On SIGTERM, /readyz answers 503 this long before the listener closes (DRAIN_SECONDS). */
  drainSeconds: number;
  /** After the drain, the stop must end within this long, or the host exits with code 1 (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number;
  /** The bearer token of GET /metrics; without it there is no such route (METRICS_TOKEN). */
  metricsToken?: string;
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

type RawEnv = Record<string, string | undefined>;

/** Card payments: off, WiPay's or our emulator's sandbox (no money moves), or live. */
export type CardPayments = 'off' | 'sandbox' | 'live';

export function loadConfig(raw: RawEnv): Config {
  const env = checkedEnv(raw);
  const production = env.NODE_ENV === 'production';
  const misspelt = misspeltSettings(
    Object.keys(raw).filter((name) => raw[name] !== undefined),
    Object.keys(ENV_SCHEMA.properties),
  ).map(misspellingMessage);
  if (production && misspelt.length) throw new ConfigError(misspelt[0]);
  if (production && !isLoopbackHost(env.HOST)) checkProxyNamed(env.TRUST_PROXY, env.HOST);
  const publicUrl = (env.PUBLIC_URL ?? listenUrl(env.HOST, env.PORT)).replace(/\/+$/, '');
  const cardPayments = cardPaymentsOf(env, production);
  const gateway = wipayGateway(env);
  const emulator = cardPayments === 'sandbox' && gateway === undefined;
  return {
    production,
    port: env.PORT,
    host: env.HOST,
    dataDir: env.DATA_DIR,
    rasterCacheDir: env.RASTER_CACHE_DIR,
    databaseUrl: env.DATABASE_URL,
    publicUrl,
    jwtSecret: env.JWT_SECRET,
    jwtTtlSeconds: env.JWT_TTL_SECONDS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    staffAlertEmails: splitList(env.STAFF_ALERT_EMAIL),
    mailClaimSeconds: env.MAIL_CLAIM_SECONDS,
    embedOrigins: splitList(env.EMBED_ORIGINS ?? (production ? '' : DEMO_PARTNER_ORIGINS)).map((o) => o.replace(/\/+$/, '')),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    trustProxyNamed: env.TRUST_PROXY !== undefined,
    holdStockMinutes: env.HOLD_STOCK_MINUTES,
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    holdReleaseEveryMs: 60_000,
    warnings: misspelt.map((line) => `Warning: ${line}`),
    wipay: {
      baseUrl: (gateway ?? `${publicUrl}/wipay-sandbox`).replace(/\/+$/, ''),
      accountNumber: env.WIPAY_ACCOUNT_NUMBER ?? WIPAY_SANDBOX_ACCOUNT,
      apiKey: env.WIPAY_API_KEY ?? WIPAY_SANDBOX_API_KEY,
      environment: cardPayments === 'live' ? 'live' : 'sandbox',
      emulator,
      feeStructure: env.WIPAY_FEE_STRUCTURE as Config['wipay']['feeStructure'],
      origin: env.WIPAY_ORIGIN,
    },
    cardPayments,
    messages: messagesOf(env, production),
    useWipay: cardPayments !== 'off',
    logLevel: env.LOG_LEVEL,
    drainSeconds: env.DRAIN_SECONDS ?? (production ? 3 : 0),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    metricsToken: env.METRICS_TOKEN,
    scryptN: SCRYPT_N,
    rateLimitScale: 1,
    load: {
      orderQueueLimit: env.ORDER_QUEUE_LIMIT,
      orderMaxWaitMs: env.ORDER_MAX_WAIT_MS,
      maxEventLoopUtilization: env.ORDER_MAX_ELU,
      retryAfterSeconds: env.RETRY_AFTER_SECONDS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: env.CONNECTION_TIMEOUT_MS,
    },
  };
}

function messagesOf(env: Env, production: boolean): MessageSettings {
  try {
    return messageSettings(env, production);
  } catch (err) {
    if (err instanceof MessageSettingsError) throw new ConfigError(err.message);
    throw err;
  }
}

const DEMO_PARTNER_ORIGINS = 'http://127.0.0.2:3001,http://localhost:3001';

/** The environment checked against ENV_SCHEMA, defaults filled in; a bad value throws one line naming it. */
function checkedEnv(raw: RawEnv): Env {
  // An empty variable means "not set", as in a shell's `PORT= npm start` or an .env line `PORT=`.
  const data = Object.fromEntries(Object.entries(raw).filter(([name, value]) => value !== undefined && value !== '' && name in ENV_SCHEMA.properties));
  try {
    const ajv = {
      // The schema's own words for the one-line error and the docs, not rules: keywords the validator skips.
      customOptions: <A extends { addKeyword(name: string): unknown }>(instance: A): A => {
        instance.addKeyword('allowed');
        instance.addKeyword('describe');
        return instance;
      },
    };
    return envSchema<Env>({ schema: structuredClone(ENV_SCHEMA), data, env: false, ajv });
  } catch (err) {
    const first = (err as { errors?: SchemaError[] }).errors?.[0];
    if (!first) throw err;
    throw new ConfigError(invalidVariable(first, data));
  }
}

/** Never printed: they hold passwords or keys. */
const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'WIPAY_API_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'METRICS_TOKEN',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
  'TWILIO_AUTH_TOKEN',
]);

/** What the validator reports of a broken rule (ajv's ErrorObject, the parts used here). */
interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
}

function invalidVariable(error: SchemaError, data: Record<string, unknown>): string {
  const name = error.instancePath.replace(/^\//, '').split('/')[0];
  const schema = (ENV_SCHEMA.properties as Record<string, { allowed?: string }>)[name];
  if (!schema) return `Configuration is not valid: ${error.message ?? error.keyword}.`;
  const value = SECRET_VARIABLES.has(name) ? `(${String(data[name]).length} characters, not shown)` : JSON.stringify(String(data[name]));
  return `${name}=${value} is not valid: ${name} must be ${schema.allowed}.`;
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * Which card payments this start takes. Live needs the shop's own account number and API key and a gateway that
 * is not our emulator. A production start takes no card payments unless WIPAY_ENVIRONMENT names them, so a
 * forgotten setting never mounts the emulator, where anyone could "pay" with a test card.
 */
function cardPaymentsOf(env: Env, production: boolean): CardPayments {
  if (env.USE_WIPAY === '0') return 'off';
  const environment = env.WIPAY_ENVIRONMENT ?? (production ? undefined : 'sandbox');
  if (environment === undefined) {
    const named = (['WIPAY_COUNTRY', 'WIPAY_ACCOUNT_NUMBER', 'WIPAY_API_KEY', 'WIPAY_BASE_URL'] as const).filter((name) => env[name] !== undefined);
    if (named.length)
      throw new ConfigError(`${named.join(', ')} set but WIPAY_ENVIRONMENT is not: set WIPAY_ENVIRONMENT=live (or sandbox) to take card payments.`);
    return 'off';
  }
  if (environment === 'sandbox') return 'sandbox';
  const gateway = wipayGateway(env);
  const missing = [
    gateway === undefined ? 'WIPAY_COUNTRY (or WIPAY_BASE_URL)' : gateway.includes('/wipay-sandbox') ? 'WIPAY_BASE_URL' : '',
    !env.WIPAY_ACCOUNT_NUMBER || env.WIPAY_ACCOUNT_NUMBER === WIPAY_SANDBOX_ACCOUNT ? 'WIPAY_ACCOUNT_NUMBER' : '',
    !env.WIPAY_API_KEY || env.WIPAY_API_KEY === WIPAY_SANDBOX_API_KEY ? 'WIPAY_API_KEY' : '',
  ].filter(Boolean);
  if (missing.length) {
    throw new ConfigError(
      `WIPAY_ENVIRONMENT=live needs the shop's real WiPay credentials: set ${missing.join(', ')} (the sandbox values are refused in live mode).`,
    );
  }
  return 'live';
}

/**
 * WiPay's gateway for the shop's account: `WIPAY_BASE_URL` when set, else the host of its `WIPAY_COUNTRY` (WiPay
 * serves each country, sandbox and live alike, from `https://{country}.wipayfinancial.com`); neither: undefined.
 */
function wipayGateway(env: Pick<Env, 'WIPAY_BASE_URL' | 'WIPAY_COUNTRY'>): string | undefined {
  return env.WIPAY_BASE_URL ?? (env.WIPAY_COUNTRY === undefined ? undefined : `https://${env.WIPAY_COUNTRY}.wipayfinancial.com`);
}

/** The address the server listens on, as a browser opens it (a wildcard host is reached on loopback):
 * the default PUBLIC_URL, so a card payment returns to the origin that holds the cart. */
export function listenUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** Loopback names and addresses: no client of another machine reaches a host listening there. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * A production host that clients or a proxy reach over the network must say whose X-Forwarded-For it believes:
 * by default it would believe no one's (every client counting as the proxy's address), and `true` or `loopback`
 * would let a client or any local process name its own address and slip past every per-address limit.
 */
function checkProxyNamed(value: string | undefined, host: string): void {
  const v = (value ?? '').trim();
  const named = v !== '' && !/^(true|1)$/.test(v) && !/(^|,)\s*loopback\s*(,|$)/.test(v);
  if (!named) {
    throw new ConfigError(
      `TRUST_PROXY must name the proxy's address(es) when NODE_ENV=production and HOST=${host} listens beyond loopback, e.g. TRUST_PROXY=10.0.0.5 (or TRUST_PROXY=false when clients connect directly).`,
    );
  }
}

function trustProxyOf(value: string | undefined): boolean | string {
  const v = (value ?? '').trim();
  if (v === '') return false;
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return v; // addresses or subnets, comma-separated
}

/** Configuration for tests: in-memory everything, emulator at the test's public URL. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: overrides.dataDir ?? '.data-test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret',
  });
  // Tests make hundreds of accounts and orders from one address: a cheap scrypt and roomy per-address limits keep
  // them fast and independent (the defaults are tested on their own, with rateLimitScale 1).
  // A test's own requests run in the test's process, so its event loop looks saturated whenever a test is busy:
  // saturation shedding is off (utilisation never exceeds 1) unless a test turns it on (admission-gate.test.ts
  // covers the rule, `npm run bench:overload` the real host).
  const load = { ...base.load, maxEventLoopUtilization: 1 };
  // Holds run out when a test moves its clock and asks (appHeldStock(app).release()), not on a timer.
  return { ...base, scryptN: 2 ** 12, rateLimitScale: 100, load, holdReleaseEveryMs: 0, ...overrides };
}
