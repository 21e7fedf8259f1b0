// The configuration is checked against one schema (host/config-schema.ts): a bad value is one line naming the
// variable, the value and what is allowed; production takes no card payment and allows no demo origin unless named.
import { describe, expect, it } from 'vitest';
import { ConfigError, listenUrl, loadConfig } from '../../host/config.js';

describe('PUBLIC_URL default', () => {
  it.each([
    [{}, 'http://127.0.0.1:3000'],
    [{ PORT: '8080' }, 'http://127.0.0.1:8080'],
    [{ HOST: '127.0.0.2', PORT: '3001' }, 'http://127.0.0.2:3001'],
    [{ HOST: 'localhost' }, 'http://localhost:3000'],
    [{ HOST: '0.0.0.0' }, 'http://127.0.0.1:3000'],
    [{ HOST: '::1' }, 'http://[::1]:3000'],
    [{ PUBLIC_URL: 'https://shop.example.tt/' }, 'https://shop.example.tt'],
  ])('%j -> %s', (env, url) => {
    const config = loadConfig(env);
    expect(config.publicUrl).toBe(url);
    expect(config.wipay.baseUrl).toBe(`${url}/wipay-sandbox`);
  });

  it('listenUrl is what the server prints', () => {
    expect(listenUrl('127.0.0.1', 3000)).toBe('http://127.0.0.1:3000');
  });
});

describe('a bad value stops the start with one line naming the variable, the value and what is allowed', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT="abc" is not valid: PORT must be a whole number from 0 to 65535.'],
    [{ PORT: '70000' }, 'PORT="70000" is not valid: PORT must be a whole number from 0 to 65535.'],
    [{ PORT: '3000.5' }, 'PORT="3000.5" is not valid: PORT must be a whole number from 0 to 65535.'],
    [
      { WIPAY_FEE_STRUCTURE: 'merchant_absorbb' },
      'WIPAY_FEE_STRUCTURE="merchant_absorbb" is not valid: WIPAY_FEE_STRUCTURE must be customer_pay, merchant_absorb or split.',
    ],
    [
      { TRUST_PROXY: '???' },
      'TRUST_PROXY="???" is not valid: TRUST_PROXY must be true, false, loopback, linklocal, uniquelocal or comma-separated addresses and subnets.',
    ],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV="prod" is not valid: NODE_ENV must be development, production or test.'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL="verbose" is not valid: LOG_LEVEL must be fatal, error, warn, info, debug, trace or silent.'],
    [{ ORDER_MAX_ELU: '0' }, 'ORDER_MAX_ELU="0" is not valid: ORDER_MAX_ELU must be a number above 0 and at most 1.'],
    [{ ORDER_QUEUE_LIMIT: '-1' }, 'ORDER_QUEUE_LIMIT="-1" is not valid: ORDER_QUEUE_LIMIT must be a whole number from 1 to 10000.'],
    [
      { EMBED_ORIGINS: 'partner.example' },
      'EMBED_ORIGINS="partner.example" is not valid: EMBED_ORIGINS must be comma-separated origins such as https://partner.example.',
    ],
    [
      { STAFF_ALERT_EMAIL: 'ann@shop.tt, nobody' },
      'STAFF_ALERT_EMAIL="ann@shop.tt, nobody" is not valid: STAFF_ALERT_EMAIL must be comma-separated email addresses.',
    ],
    [{ USE_WIPAY: 'yes' }, 'USE_WIPAY="yes" is not valid: USE_WIPAY must be 0 or 1.'],
    [{ WIPAY_ENVIRONMENT: 'production' }, 'WIPAY_ENVIRONMENT="production" is not valid: WIPAY_ENVIRONMENT must be sandbox or live.'],
    [{ DRAIN_SECONDS: 'soon' }, 'DRAIN_SECONDS="soon" is not valid: DRAIN_SECONDS must be a whole number from 0 to 60.'],
    // Secrets are named, never printed.
    [{ JWT_SECRET: 'short-secret' }, 'JWT_SECRET=(12 characters, not shown) is not valid: JWT_SECRET must be at least 32 characters.'],
    [
      { DATABASE_URL: 'mysql://root:hunter2@db/trini' },
      'DATABASE_URL=(29 characters, not shown) is not valid: DATABASE_URL must be a postgres:// or postgresql:// URL.',
    ],
  ])('%j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('an empty variable counts as unset, and unknown variables are ignored', () => {
    const config = loadConfig({ PORT: '', HOST: '', SOMETHING_ELSE: 'x' });
    expect([config.port, config.host]).toEqual([3000, '127.0.0.1']);
  });

  it('lists and numbers come out typed', () => {
    const config = loadConfig({
      PORT: '8080',
      ORDER_MAX_ELU: '0.75',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.4',
      EMBED_ORIGINS: 'https://a.example/, http://127.0.0.3:4999',
      STAFF_ALERT_EMAIL: 'ann@shop.tt,bob@shop.tt',
    });
    expect(config.port).toBe(8080);
    expect(config.load.maxEventLoopUtilization).toBe(0.75);
    expect(config.trustProxy).toBe('10.0.0.0/8, 192.168.1.4');
    expect(config.embedOrigins).toEqual(['https://a.example', 'http://127.0.0.3:4999']);
    expect(config.staffAlertEmails).toEqual(['ann@shop.tt', 'bob@shop.tt']);
  });
});

describe('card payments and demo origins by mode', () => {
  const live = { WIPAY_ENVIRONMENT: 'live', WIPAY_ACCOUNT_NUMBER: '5566778899', WIPAY_API_KEY: 'real-key', WIPAY_BASE_URL: 'https://gateway.example/api' };
  it.each([
    ['development, nothing set', {}, { cardPayments: 'sandbox', emulator: true, useWipay: true }],
    ['production, nothing set', { NODE_ENV: 'production' }, { cardPayments: 'off', emulator: false, useWipay: false }],
    ['production, sandbox by name', { NODE_ENV: 'production', WIPAY_ENVIRONMENT: 'sandbox' }, { cardPayments: 'sandbox', emulator: true, useWipay: true }],
    [
      "production, WiPay's own sandbox",
      { NODE_ENV: 'production', WIPAY_ENVIRONMENT: 'sandbox', WIPAY_BASE_URL: 'https://sandbox.gateway.example' },
      { cardPayments: 'sandbox', emulator: false, useWipay: true },
    ],
    ['production, live', { NODE_ENV: 'production', ...live }, { cardPayments: 'live', emulator: false, useWipay: true }],
    ['development, card payment turned off', { USE_WIPAY: '0' }, { cardPayments: 'off', emulator: false, useWipay: false }],
  ])('%s', (_name, env, expected) => {
    const config = loadConfig(env);
    expect({ cardPayments: config.cardPayments, emulator: config.wipay.emulator, useWipay: config.useWipay }).toEqual(expected);
  });

  it('production half-configured for WiPay refuses to start rather than guess', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', WIPAY_API_KEY: 'real-key' })).toThrow(
      'WIPAY_API_KEY set but WIPAY_ENVIRONMENT is not: set WIPAY_ENVIRONMENT=live (or sandbox) to take card payments.',
    );
    expect(() =>
      loadConfig({ WIPAY_ENVIRONMENT: 'live', WIPAY_ACCOUNT_NUMBER: '1234567890', WIPAY_API_KEY: 'k', WIPAY_BASE_URL: 'https://g.example' }),
    ).toThrow("WIPAY_ENVIRONMENT=live needs the shop's real WiPay credentials: set WIPAY_ACCOUNT_NUMBER");
  });

  it.each([
    ['tt', 'https://tt.wipayfinancial.com'],
    ['jm', 'https://jm.wipayfinancial.com'],
    ['bb', 'https://bb.wipayfinancial.com'],
    ['gy', 'https://gy.wipayfinancial.com'],
  ])("live payments with WIPAY_COUNTRY=%s go to WiPay's gateway of that country, %s", (country, gateway) => {
    const config = loadConfig({
      NODE_ENV: 'production',
      WIPAY_ENVIRONMENT: 'live',
      WIPAY_COUNTRY: country,
      WIPAY_ACCOUNT_NUMBER: '5566778899',
      WIPAY_API_KEY: 'real-key',
    });
    expect(config.cardPayments).toBe('live');
    expect(config.wipay).toMatchObject({ baseUrl: gateway, environment: 'live', emulator: false });
  });

  it("WIPAY_BASE_URL overrides the gateway WIPAY_COUNTRY gives; WIPAY_COUNTRY in the sandbox is WiPay's own sandbox", () => {
    expect(loadConfig({ ...live, WIPAY_COUNTRY: 'jm' }).wipay.baseUrl).toBe('https://gateway.example/api');
    const sandbox = loadConfig({ NODE_ENV: 'production', WIPAY_ENVIRONMENT: 'sandbox', WIPAY_COUNTRY: 'bb' });
    expect(sandbox.wipay).toMatchObject({ baseUrl: 'https://bb.wipayfinancial.com', environment: 'sandbox', emulator: false });
  });

  it('live payments without a country or a gateway, or with a country WiPay does not serve, refuse to start naming it', () => {
    const { WIPAY_BASE_URL: _gateway, ...withoutGateway } = live;
    expect(() => loadConfig(withoutGateway)).toThrow(
      "WIPAY_ENVIRONMENT=live needs the shop's real WiPay credentials: set WIPAY_COUNTRY (or WIPAY_BASE_URL) (the sandbox values are refused in live mode).",
    );
    expect(() => loadConfig({ ...withoutGateway, WIPAY_COUNTRY: 'us' })).toThrow('WIPAY_COUNTRY="us" is not valid: WIPAY_COUNTRY must be tt, jm, bb or gy.');
    expect(() => loadConfig({ NODE_ENV: 'production', WIPAY_COUNTRY: 'tt' })).toThrow('WIPAY_COUNTRY set but WIPAY_ENVIRONMENT is not');
  });

  it('the demo partner page is allowed in development only; EMBED_ORIGINS is allowed in both', () => {
    expect(loadConfig({}).embedOrigins).toEqual(['http://127.0.0.2:3001', 'http://localhost:3001']);
    expect(loadConfig({ NODE_ENV: 'production' }).embedOrigins).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', EMBED_ORIGINS: 'https://partner.example' }).embedOrigins).toEqual(['https://partner.example']);
  });

  it('production drains for 3 s on SIGTERM by default, development not at all', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).drainSeconds).toBe(3);
    expect(loadConfig({}).drainSeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', DRAIN_SECONDS: '0' }).drainSeconds).toBe(0);
  });
});

describe('proxy trust is named in production beyond loopback', () => {
  const refusal = (host: string) =>
    `TRUST_PROXY must name the proxy's address(es) when NODE_ENV=production and HOST=${host} listens beyond loopback, e.g. TRUST_PROXY=10.0.0.5 (or TRUST_PROXY=false when clients connect directly).`;
  it.each([
    [{ HOST: '0.0.0.0' }, '0.0.0.0'],
    [{ HOST: '::' }, '::'],
    [{ HOST: '10.0.0.7', TRUST_PROXY: 'true' }, '10.0.0.7'],
    [{ HOST: '0.0.0.0', TRUST_PROXY: 'loopback' }, '0.0.0.0'],
  ])('%j is refused', (env, host) => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...env })).toThrow(refusal(host));
  });

  it.each([
    [{ HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.5' }, '10.0.0.5'],
    [{ HOST: '0.0.0.0', TRUST_PROXY: '10.0.0.0/24, 10.0.1.9' }, '10.0.0.0/24, 10.0.1.9'],
    [{ HOST: '0.0.0.0', TRUST_PROXY: 'false' }, false],
    [{ HOST: '127.0.0.1' }, false],
    [{ HOST: 'localhost', TRUST_PROXY: '127.0.0.1' }, '127.0.0.1'],
  ])('%j starts, trusting %j', (env, trusted) => {
    expect(loadConfig({ NODE_ENV: 'production', ...env }).trustProxy).toEqual(trusted);
  });

  it('outside production no X-Forwarded-For is believed unless TRUST_PROXY names its sender', () => {
    expect(loadConfig({ HOST: '0.0.0.0' }).trustProxy).toBe(false);
  });
});

describe('a misspelt setting is named', () => {
  it('stops a production start with the setting it most likely means', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', WIPAY_ENVIROMENT: 'live' })).toThrow(
      new ConfigError('unknown setting WIPAY_ENVIROMENT; did you mean WIPAY_ENVIRONMENT?'),
    );
  });

  it('is a warning in development', () => {
    expect(loadConfig({ HOLD_STOCK_MINUTS: '30' }).warnings).toEqual(['Warning: unknown setting HOLD_STOCK_MINUTS; did you mean HOLD_STOCK_MINUTES?']);
  });

  it("leaves the shell's and other programs' variables alone", () => {
    const env = {
      NODE_ENV: 'production',
      PATH: '/usr/bin',
      HOME: '/root',
      HOSTNAME: 'shop',
      LANG: 'C.UTF-8',
      TERM: 'xterm',
      PWD: '/srv',
      NODE_OPTIONS: '--max-old-space-size=400',
      NODE_PATH: '/srv/lib',
      HTTP_PROXY: 'http://proxy:3128',
      NO_PROXY: 'localhost',
      LC_ALL: 'C',
      SSH_AUTH_SOCK: '/tmp/agent',
      npm_lifecycle_event: 'start:prod',
      MALLOC_MMAP_THRESHOLD_: '32768',
      TEST_DATABASE_URL: 'postgres://x/y',
    };
    expect(loadConfig(env).warnings).toEqual([]);
  });
});
