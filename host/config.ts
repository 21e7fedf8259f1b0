// Configuration is plain data; host/server.ts is the only place that reads process.env and calls loadConfig.

export interface Config {
  port: number;
  host: string;
  dataDir: string; // embedded database, generated secrets, mail outbox, generated media
  databaseUrl?: string; // a real PostgreSQL server instead of the embedded one
  publicUrl: string; // absolute base of the storefront, used in links, emails and the WiPay response_url
  jwtSecret?: string; // generated once into dataDir when absent
  jwtTtlSeconds: number;
  smtpUrl?: string; // when absent, mails are written to dataDir/outbox
  mailFrom: string;
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
    databaseUrl: env.DATABASE_URL || undefined,
    publicUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtTtlSeconds: intOr(env.JWT_TTL_SECONDS, 7 * 24 * 3600),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Trini Naturals <orders@trini-naturals.tt>',
    embedOrigins: (env.EMBED_ORIGINS ?? 'http://127.0.0.2:3001,http://localhost:3001')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    wipay: {
      baseUrl: (env.WIPAY_BASE_URL || `${publicUrl}/wipay-sandbox`).replace(/\/+$/, ''),
      accountNumber: env.WIPAY_ACCOUNT_NUMBER || '1234567890',
      apiKey: env.WIPAY_API_KEY || '123',
      environment: env.WIPAY_ENVIRONMENT === 'live' ? 'live' : 'sandbox',
      feeStructure: oneOf(env.WIPAY_FEE_STRUCTURE, ['customer_pay', 'merchant_absorb', 'split'] as const, 'merchant_absorb'),
      origin: env.WIPAY_ORIGIN || 'TriniNaturals',
    },
    useWipay: env.USE_WIPAY !== '0',
    logLevel: env.LOG_LEVEL || 'info',
  };
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

function intOr(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 0 ? n : fallback;
}

function oneOf<T extends string>(value: string | undefined, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

/** Configuration for tests: in-memory everything, emulator at the test's public URL. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ DATA_DIR: overrides.dataDir ?? '.data-test', LOG_LEVEL: 'silent', JWT_SECRET: 'test-secret-test-secret-test-secret' }), ...overrides };
}
