// Every environment variable the host, `seed` and `staff` read, as one JSON schema (TypeBox): its type, range
// or allowed values, its default and what it means. `loadConfig` checks the environment against it; `.env.example`
// and the table of docs/configuration.md are checked against it (tests/unit/scripts/env-example.test.ts).
import { Type, type Static } from '@sinclair/typebox';

/** `allowed` words the rule for the one-line error; `describe` is the variable's meaning. */
interface Doc {
  allowed: string;
  describe: string;
}

const whole = (minimum: number, maximum: number, rest: Doc & { default?: number }) => Type.Integer({ minimum, maximum, ...rest });

const text = (rest: Doc & { default?: string; pattern?: string; minLength?: number; enum?: string[] }) =>
  rest.enum ? Type.String({ ...rest, enum: rest.enum }) : Type.String({ minLength: 1, ...rest });

const list = (item: string) => `^\\s*${item}(\\s*,\\s*${item})*\\s*$`;
const ORIGIN = 'https?://[A-Za-z0-9.\\-\\[\\]:]+/?';
const EMAIL = '[^\\s@,<>]+@[^\\s@,<>]+\\.[^\\s@,<>]+';
const PROXY = '(loopback|linklocal|uniquelocal|[0-9]{1,3}(\\.[0-9]{1,3}){3}(/[0-9]{1,2})?|[0-9A-Fa-f:]*:[0-9A-Fa-f:.]*(/[0-9]{1,3})?)';

/** WiPay's countries, each with its own gateway host (`https://tt.wipayfinancial.com`). */
export const WIPAY_COUNTRIES = ['tt', 'jm', 'bb', 'gy'] as const;

export const ENV_SCHEMA = Type.Object({
  NODE_ENV: text({
    enum: ['development', 'production', 'test'],
    default: 'development',
    allowed: 'development, production or test',
    describe:
      '`production` (what `npm run start:prod` sets) never mounts the WiPay emulator unless `WIPAY_ENVIRONMENT=sandbox` nor the message emulator unless `MESSAGES=emulator`, allows no demo partner origin by default, and drains for `DRAIN_SECONDS` on SIGTERM',
  }),
  PORT: whole(0, 65535, { default: 3000, allowed: 'a whole number from 0 to 65535', describe: 'Port to listen on (`0` picks a free port)' }),
  HOST: text({ default: '127.0.0.1', allowed: 'an address or host name', describe: 'Address to listen on (`0.0.0.0` for every interface)' }),
  DATA_DIR: text({
    default: './data',
    allowed: 'a folder path',
    describe: 'Data folder: the embedded database (`pgdata/`), the generated token secret (embedded database only), the development mail files, the media',
  }),
  RASTER_CACHE_DIR: Type.Optional(
    text({ allowed: 'a folder path', describe: "A folder several data folders share, holding the product images' JPEG/WebP copies (tests, benchmarks)" }),
  ),
  DATABASE_URL: Type.Optional(
    text({
      pattern: '^postgres(ql)?://',
      allowed: 'a postgres:// or postgresql:// URL',
      describe: 'A PostgreSQL server instead of the embedded database, e.g. `postgres://user:pass@db:5432/trini`',
    }),
  ),
  PUBLIC_URL: Type.Optional(
    text({
      pattern: '^https?://[^\\s/?#]+(/[^\\s?#]*)?$',
      allowed: 'an http:// or https:// URL without query',
      describe: "The store's absolute address, used in links, mails and the WiPay return URL (default: the listening address)",
    }),
  ),
  JWT_SECRET: Type.Optional(
    text({
      minLength: 32,
      allowed: 'at least 32 characters',
      describe: 'Secret for customer and staff tokens (HS256). Default: generated once and kept in the database (PostgreSQL) or in `DATA_DIR/jwt-secret`',
    }),
  ),
  JWT_TTL_SECONDS: whole(60, 90 * 24 * 3600, {
    default: 7 * 24 * 3600,
    allowed: 'a whole number of seconds from 60 to 7776000',
    describe: 'How long a sign-in token is valid',
  }),
  SMTP_URL: Type.Optional(
    text({
      pattern: '^smtps?://',
      allowed: 'an smtp:// or smtps:// URL',
      describe:
        'SMTP server for mails. Without it, in development each mail is written as an `.eml` file into `DATA_DIR/outbox`; in production mail waits in the outbox until a host has it',
    }),
  ),
  MAIL_FROM: text({ default: 'Trini Naturals <orders@trini-naturals.tt>', allowed: 'a sender address', describe: "Sender of the store's mails" }),
  MAIL_CLAIM_SECONDS: whole(1, 3600, {
    default: 60,
    allowed: 'a whole number from 1 to 3600',
    describe: "How long a host's claim on an outbox row lasts; a row claimed by a host that died is sent again after this",
  }),
  STAFF_ALERT_EMAIL: Type.Optional(
    text({
      pattern: list(EMAIL),
      allowed: 'comma-separated email addresses',
      describe: "Where mails for the shop's staff go (new orders, new returns, refunds due); unset: every active staff member with an email",
    }),
  ),
  EMBED_ORIGINS: Type.Optional(
    text({
      pattern: `^\\s*$|${list(ORIGIN)}`,
      minLength: 0,
      allowed: 'comma-separated origins such as https://partner.example',
      describe:
        'Extra partner origins allowed by CORS. Default: the demo partner page (`http://127.0.0.2:3001,http://localhost:3001`) outside production, none in production',
    }),
  ),
  TRUST_PROXY: Type.Optional(
    text({
      pattern: `^(true|false|1|0)$|${list(PROXY)}`,
      allowed: 'true, false, loopback, linklocal, uniquelocal or comma-separated addresses and subnets',
      describe:
        "Whose `X-Forwarded-For` is believed for the client's address: the proxy's address(es). Default: no one's. A production start listening beyond loopback needs it named (or `false`)",
    }),
  ),
  WIPAY_ENVIRONMENT: Type.Optional(
    text({
      enum: ['sandbox', 'live'],
      allowed: 'sandbox or live',
      describe:
        "`live` takes real card payments (needs `WIPAY_COUNTRY`, `WIPAY_ACCOUNT_NUMBER` and `WIPAY_API_KEY`); `sandbox` tries payments without money (the built-in emulator unless `WIPAY_COUNTRY` or `WIPAY_BASE_URL` names WiPay's). Unset: sandbox in development, card payment off in production",
    }),
  ),
  WIPAY_COUNTRY: Type.Optional(
    text({
      enum: [...WIPAY_COUNTRIES],
      allowed: 'tt, jm, bb or gy',
      describe: "The country of the shop's WiPay account: the gateway is then `https://{country}.wipayfinancial.com`",
    }),
  ),
  WIPAY_BASE_URL: Type.Optional(
    text({
      pattern: '^https?://',
      allowed: 'an http:// or https:// URL',
      describe:
        'WiPay hosted-payment API base, in place of the one `WIPAY_COUNTRY` gives (default without either: the built-in emulator at `$PUBLIC_URL/wipay-sandbox`)',
    }),
  ),
  WIPAY_ACCOUNT_NUMBER: Type.Optional(
    text({ pattern: '^[0-9]{4,20}$', allowed: '4 to 20 digits', describe: "The shop's WiPay account number (default: WiPay's sandbox account)" }),
  ),
  WIPAY_API_KEY: Type.Optional(text({ allowed: 'a non-empty key', describe: "The shop's WiPay API key, used to verify payment returns" })),
  WIPAY_FEE_STRUCTURE: text({
    enum: ['customer_pay', 'merchant_absorb', 'split'],
    default: 'merchant_absorb',
    allowed: 'customer_pay, merchant_absorb or split',
    describe: "Who pays WiPay's fee",
  }),
  WIPAY_ORIGIN: text({ default: 'TriniNaturals', allowed: 'a non-empty name', describe: 'The origin name sent to WiPay' }),
  USE_WIPAY: text({ enum: ['0', '1'], default: '1', allowed: '0 or 1', describe: '`0` turns the card-payment option off' }),
  MESSAGES: Type.Optional(
    text({
      enum: ['emulator', 'live', 'off'],
      allowed: 'emulator, live or off',
      describe:
        "How WhatsApp and SMS notices leave: `live` through the shop's WhatsApp Business and Twilio accounts (the `WHATSAPP_*` and `TWILIO_*` settings), `emulator` into the built-in emulator shown at `/dev/messages` (nothing leaves), `off` not at all. Unset: emulator in development, off in production",
    }),
  ),
  WHATSAPP_PHONE_NUMBER_ID: Type.Optional(
    text({ pattern: '^[0-9]{5,30}$', allowed: 'digits', describe: "The WhatsApp Business number's Phone number ID (Meta's WhatsApp Manager, API setup)" }),
  ),
  WHATSAPP_ACCESS_TOKEN: Type.Optional(
    text({
      minLength: 20,
      allowed: 'at least 20 characters',
      describe: "A system user's permanent access token with the whatsapp_business_messaging permission",
    }),
  ),
  WHATSAPP_APP_SECRET: Type.Optional(
    text({ minLength: 8, allowed: 'at least 8 characters', describe: "The Meta app's App secret: checks the X-Hub-Signature-256 of each webhook call" }),
  ),
  WHATSAPP_VERIFY_TOKEN: Type.Optional(
    text({
      minLength: 8,
      allowed: 'at least 8 characters',
      describe: 'Any secret word, given again in the webhook setup: Meta sends it when it checks the callback URL',
    }),
  ),
  WHATSAPP_API_URL: text({
    pattern: '^https?://',
    default: 'https://graph.facebook.com/v21.0',
    allowed: 'an http:// or https:// URL',
    describe: 'The Graph API base with its version',
  }),
  WHATSAPP_TEMPLATE_LANGUAGE: text({
    default: 'en',
    pattern: '^[a-z]{2}(_[A-Z]{2})?$',
    allowed: 'a language code such as en or en_US',
    describe: 'The language the templates were approved in',
  }),
  WHATSAPP_TEMPLATE_CONFIRMATION: text({
    default: 'order_confirmation',
    pattern: '^[a-z0-9_]{1,512}$',
    allowed: 'a template name (lower case, digits, _)',
    describe: 'The order confirmation template; body parameters: {{1}} name, {{2}} order number, {{3}} total, {{4}} how to pay, {{5}} tracking link',
  }),
  WHATSAPP_TEMPLATE_STATUS: text({
    default: 'order_status',
    pattern: '^[a-z0-9_]{1,512}$',
    allowed: 'a template name (lower case, digits, _)',
    describe:
      'The status change template; body parameters: {{1}} order number, {{2}} the new status in a sentence (with the reason of a cancellation), {{3}} tracking link',
  }),
  WHATSAPP_TEMPLATE_PAY_AGAIN: text({
    default: 'pay_again',
    pattern: '^[a-z0-9_]{1,512}$',
    allowed: 'a template name (lower case, digits, _)',
    describe: 'The reminder of an unpaid card order (declined, or left unfinished); body parameters: {{1}} order number, {{2}} total, {{3}} link to pay again',
  }),
  WHATSAPP_TEMPLATE_STAFF_ORDER: text({
    default: 'staff_new_order',
    pattern: '^[a-z0-9_]{1,512}$',
    allowed: 'a template name (lower case, digits, _)',
    describe: "The staff's new-order alert template; body parameters: {{1}} order number, {{2}} customer, {{3}} total, {{4}} back-office link",
  }),
  WHATSAPP_TEMPLATE_RETURN: text({
    default: 'return_answer',
    pattern: '^[a-z0-9_]{1,512}$',
    allowed: 'a template name (lower case, digits, _)',
    describe:
      "The shop's answer to a return; body parameters: {{1}} return number, {{2}} order number, {{3}} the answer in a sentence (with the reason of a refusal)",
  }),
  WHATSAPP_TEMPLATE_STAFF_LOW_STOCK: text({
    default: 'staff_low_stock',
    pattern: '^[a-z0-9_]{1,512}$',
    allowed: 'a template name (lower case, digits, _)',
    describe: "The staff's low-stock alert template; body parameters: {{1}} order number, {{2}} the products and what is left, {{3}} back-office link",
  }),
  TWILIO_ACCOUNT_SID: Type.Optional(text({ pattern: '^AC[0-9a-fA-F]{32}$', allowed: 'AC and 32 hex digits', describe: "The Twilio account's SID" })),
  TWILIO_AUTH_TOKEN: Type.Optional(
    text({
      minLength: 16,
      allowed: 'at least 16 characters',
      describe: "The Twilio account's auth token: signs the requests and checks X-Twilio-Signature of callbacks",
    }),
  ),
  TWILIO_FROM: Type.Optional(
    text({
      pattern: '^(\\+[0-9]{8,15}|MG[0-9a-fA-F]{32})$',
      allowed: 'a +number or a Messaging Service SID (MG...)',
      describe: "The shop's SMS sender: its Twilio number or Messaging Service",
    }),
  ),
  TWILIO_API_URL: text({ pattern: '^https?://', default: 'https://api.twilio.com', allowed: 'an http:// or https:// URL', describe: "Twilio's REST API base" }),
  STAFF_ALERT_WHATSAPP: Type.Optional(
    text({
      pattern: list('\\+?[0-9][0-9 ()-]{6,18}'),
      allowed: 'comma-separated mobile numbers',
      describe: 'Staff mobiles that get a WhatsApp alert of each new order (cash and bank transfer when placed, card once paid) and of low stock',
    }),
  ),
  HOLD_STOCK_MINUTES: whole(1, 7 * 24 * 60, {
    default: 60,
    allowed: 'a whole number of minutes from 1 to 10080',
    describe: 'How long an unpaid card order holds its stock; then the host cancels it and the units are for sale again',
  }),
  PAGE_CACHE_MB: whole(0, 4096, {
    default: 16,
    allowed: 'a whole number of megabytes from 0 to 4096',
    describe:
      'Memory for rendered pages kept per catalogue version, with their compressed copies, least recently used out first; `0` keeps none (each page is then rendered per request)',
  }),
  LOG_LEVEL: text({
    enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    default: 'info',
    allowed: 'fatal, error, warn, info, debug, trace or silent',
    describe: 'At `info`, one line per request, the catalogue reads summed up in one line a minute (each at `debug`); `warn` drops those',
  }),
  ORDER_QUEUE_LIMIT: whole(1, 10_000, {
    default: 32,
    allowed: 'a whole number from 1 to 10000',
    describe: 'Order-creating requests in progress at once; more are answered `503` + `Retry-After`',
  }),
  ORDER_MAX_WAIT_MS: whole(1, 60_000, {
    default: 1000,
    allowed: 'a whole number from 1 to 60000',
    describe: 'A new order is also refused while the oldest one in progress has waited this long',
  }),
  ORDER_MAX_ELU: Type.Number({
    exclusiveMinimum: 0,
    maximum: 1,
    default: 0.9,
    allowed: 'a number above 0 and at most 1',
    describe: 'Event-loop utilisation past which new orders are shed; `1` turns that off',
  }),
  RETRY_AFTER_SECONDS: whole(1, 3600, { default: 1, allowed: 'a whole number from 1 to 3600', describe: 'The `Retry-After` of those `503` answers' }),
  REQUEST_TIMEOUT_MS: whole(1000, 600_000, {
    default: 30_000,
    allowed: 'a whole number from 1000 to 600000',
    describe: 'Time a client has to send a whole request',
  }),
  CONNECTION_TIMEOUT_MS: whole(1000, 3_600_000, {
    default: 60_000,
    allowed: 'a whole number from 1000 to 3600000',
    describe: 'An idle connection is closed after this long',
  }),
  DRAIN_SECONDS: Type.Optional(
    whole(0, 60, {
      allowed: 'a whole number from 0 to 60',
      describe: 'On SIGTERM, `/readyz` answers 503 this long before the listener closes, so a proxy stops sending (default 3 in production, 0 otherwise)',
    }),
  ),
  METRICS_TOKEN: Type.Optional(
    text({
      minLength: 16,
      allowed: 'at least 16 characters',
      describe: 'Bearer token for `GET /metrics` (Prometheus). Unset: there is no `/metrics`',
    }),
  ),
  SHUTDOWN_TIMEOUT_MS: whole(1000, 600_000, {
    default: 10_000,
    allowed: 'a whole number from 1000 to 600000',
    describe: 'After SIGTERM and the drain, the stop must end within this long; then the host exits with code 1, naming what did not finish',
  }),
});

export type Env = Static<typeof ENV_SCHEMA>;
export type EnvName = keyof Env;

/** The variables in schema order, with their rule and meaning (for .env.example and the check of docs/configuration.md). */
export function envVariables(): Array<{ name: EnvName; allowed: string; describe: string; default?: unknown }> {
  return Object.entries(ENV_SCHEMA.properties).map(([name, schema]) => {
    const s = schema as unknown as Doc & { default?: unknown };
    return { name: name as EnvName, allowed: s.allowed, describe: s.describe, default: s.default };
  });
}
