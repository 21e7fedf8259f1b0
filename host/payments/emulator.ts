// A local stand-in for WiPay's sandbox (docs/payments.md#emulator), served by the host under /wipay-sandbox/.
// It accepts the same payment request, shows a hosted card page where the FAC test cards approve or
// decline, and sends the browser back to response_url with the same parameters and hash as WiPay.
// It plays a third-party site: the host's anti-forgery check skips these paths (host/http/security.ts).
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PluginOptions } from '../context.js';
import { registerFormParser, singleValues } from '../http/form-body.js';
import { formatTT, toCents, twoDecimals } from '../../widgets/domain/money.js';
import { returnHash, validateRequestFields } from './wipay.js';
import { escapeHtml } from '../../widgets/domain/html-escape.js';

export const SANDBOX_PREFIX = '/wipay-sandbox';
const SESSION_TTL_MS = 3 * 60 * 1000;
const MAX_SESSIONS = 10_000;

const APPROVE = new Set(['4111111111111111', '5111111111111111']);
const DECLINE: Record<string, string> = {
  '3333': '[2-R2]: Transaction is declined. Please contact your card issuer.',
  '9999': '[2-R3]: Transaction is declined. Insufficient funds.',
  '0000': '[2-R4]: Transaction is declined. Card is restricted.',
};

interface Session {
  id: string;
  fields: Record<string, string>;
  transactionId: string;
  expiresAt: number;
}

/** Fee added to the total by fee_structure (an approximation: 3.5% + TT$1.70, half for split). */
export function sandboxFeeCents(totalCents: number, feeStructure: string): number {
  const fee = Math.round(totalCents * 0.035) + 170;
  if (feeStructure === 'customer_pay') return fee;
  if (feeStructure === 'split') return Math.round(fee / 2);
  return 0;
}

export async function wipayEmulator(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  // Mounted only for sandbox card payments without a gateway of WiPay's: anyone can "pay" here with a test card.
  if (!ctx.config.wipay.emulator) return;
  const sessions = new Map<string, Session>();
  const keys = new Map([[ctx.config.wipay.accountNumber, ctx.config.wipay.apiKey]]);
  const pageUrl = (id: string) => `${ctx.config.publicUrl}${SANDBOX_PREFIX}/pay/${id}`;

  const sweep = () => {
    const now = ctx.now().getTime();
    for (const [id, s] of sessions) if (s.expiresAt <= now) sessions.delete(id);
  };
  const live = (id: string): Session | undefined => {
    const s = sessions.get(id);
    if (s && s.expiresAt > ctx.now().getTime()) return s;
    sessions.delete(id);
    return undefined;
  };

  await app.register(async (scope) => {
    registerFormParser(scope);

    scope.post(`${SANDBOX_PREFIX}/plugins/payments/request`, async (request, reply) => {
      const fields = singleValues(request.body);
      const invalid = validateRequestFields(fields);
      if (invalid) return reply.code(422).send({ message: invalid });
      if (!keys.has(fields.account_number)) return reply.code(401).send({ message: 'The account_number is not a sandbox account.' });
      if (fields.environment !== 'sandbox') return reply.code(422).send({ message: 'This sandbox only accepts environment=sandbox.' });
      // The browser is sent back with a valid hash: only to this store, never to a page someone else names.
      if (!fields.response_url.startsWith(`${ctx.config.publicUrl}/`)) return reply.code(422).send({ message: 'The response_url must be on this store.' });
      sweep();
      if (sessions.size >= MAX_SESSIONS) return reply.code(503).send({ message: 'Too many open payment sessions.' });
      const id = randomBytes(16).toString('base64url');
      const transactionId = `SB-${fields.account_number.slice(-2)}-1-${fields.order_id}-${randomBytes(3).toString('base64url').replace(/[-_]/g, 'x')}-${stamp(ctx.now(), '')}`;
      sessions.set(id, { id, fields, transactionId, expiresAt: ctx.now().getTime() + SESSION_TTL_MS });
      if (!acceptsJson(request)) return reply.redirect(pageUrl(id), 302);
      return reply.send({ url: pageUrl(id), message: 'OK', transaction_id: transactionId });
    });

    scope.get<{ Params: { session: string } }>(`${SANDBOX_PREFIX}/pay/:session`, async (request, reply) => {
      const session = live(request.params.session);
      if (!session) return html(reply, 410, expiredPage());
      return html(reply, 200, cardPage(session, request.params.session));
    });

    scope.post<{ Params: { session: string } }>(`${SANDBOX_PREFIX}/pay/:session`, async (request, reply) => {
      const session = live(request.params.session);
      if (!session) return html(reply, 410, expiredPage());
      const form = singleValues(request.body);
      const card = (form.card_number ?? '').replace(/[\s-]/g, '');
      if (!card) return html(reply, 400, cardPage(session, request.params.session, 'Please enter a card number.'));
      sessions.delete(session.id); // one payment per session, like the hosted page
      return reply.redirect(returnUrl(session, card, ctx.now(), keys.get(session.fields.account_number) ?? ''), 303);
    });
  });
}

/** response_url with WiPay's return parameters; the hash only on success, over the ORIGINAL total. */
function returnUrl(session: Session, card: string, now: Date, apiKey: string): string {
  const { fields } = session;
  const requestedCents = toCents(Number(fields.total));
  const finalTotal = twoDecimals((requestedCents + sandboxFeeCents(requestedCents, fields.fee_structure)) / 100);
  const last4 = card.slice(-4);
  const declined = /^[45]1{11}\d{4}$/.test(card) ? DECLINE[last4] : undefined;
  const status = APPROVE.has(card) ? 'success' : declined ? 'failed' : 'error';
  const message = status === 'success' ? '[1-R1]: Transaction is approved.' : (declined ?? '[3-E1]: The card number is not valid for this sandbox.');
  const params = new URLSearchParams({
    status,
    transaction_id: session.transactionId,
    order_id: fields.order_id,
    total: finalTotal,
    currency: fields.currency,
    date: stamp(now, ' '),
    message,
    card: /^\d{4,19}$/.test(card) ? `${'X'.repeat(Math.max(card.length - 4, 0))}${last4}` : 'XXXX',
    data: fields.data ?? '',
  });
  if (status === 'success') params.set('hash', returnHash(session.transactionId, fields.total, apiKey));
  const url = new URL(fields.response_url);
  for (const [key, value] of params) url.searchParams.set(key, value);
  return url.toString();
}

/** '2021-06-16 02:40:01' (sep ' ') or '20210616024001' (sep ''), UTC. */
function stamp(date: Date, sep: string): string {
  const iso = date.toISOString();
  const d = iso.slice(0, 10);
  const t = iso.slice(11, 19);
  return sep ? `${d}${sep}${t}` : `${d}${t}`.replace(/[-:]/g, '');
}

function acceptsJson(request: FastifyRequest): boolean {
  return /application\/json/i.test(request.headers.accept ?? '');
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f3f5f7;margin:0;padding:2rem 1rem;color:#1d2a33}
main{max-width:26rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.2rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}
dt{color:#5a6b75}dd{margin:0;text-align:right}.total{font-weight:700;font-size:1.1rem}
label{display:block;margin:.6rem 0 .2rem;font-size:.9rem}input{width:100%;box-sizing:border-box;padding:.55rem;font-size:1rem;border:1px solid #b8c4cc;border-radius:6px}
.row{display:flex;gap:.75rem}.row>div{flex:1}button{margin-top:1rem;width:100%;padding:.75rem;font-size:1rem;border:0;border-radius:6px;background:#0a7d45;color:#fff;cursor:pointer}
.error{color:#b00020;margin:.5rem 0}.note{font-size:.8rem;color:#5a6b75;margin-top:1rem}.badge{background:#ffe9a8;border-radius:4px;padding:.1rem .4rem;font-size:.75rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function cardPage(session: Session, id: string, error?: string): string {
  const { fields } = session;
  const cents = toCents(Number(fields.total));
  const fee = sandboxFeeCents(cents, fields.fee_structure);
  const money = (c: number) => (fields.currency === 'TTD' ? formatTT(c / 100) : `US$${twoDecimals(c / 100)}`);
  return page(
    'WiPay sandbox: pay by card',
    `<h1>WiPay <span class="badge">SANDBOX</span></h1>
<dl><dt>Merchant</dt><dd>${escapeHtml(fields.origin)}</dd><dt>Order</dt><dd>${escapeHtml(fields.order_id)}</dd>
<dt>Amount</dt><dd>${escapeHtml(money(cents))}</dd><dt>Fee</dt><dd>${escapeHtml(money(fee))}</dd>
<dt>Total</dt><dd class="total">${escapeHtml(money(cents + fee))}</dd></dl>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${SANDBOX_PREFIX}/pay/${escapeHtml(encodeURIComponent(id))}">
<label for="card_number">Card number</label><input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30"></div>
<div><label for="cvv">CVV</label><input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div></div>
<button type="submit">Pay ${escapeHtml(money(cents + fee))}</button></form>
<p class="note">Test cards: 4111111111111111 and 5111111111111111 approve; 4111111111113333, 4111111111119999,
4111111111110000 (and the same endings on 5111…) decline; any other number is an error. Any expiry, any CVV.
This page expires 3 minutes after it was opened.</p>`,
  );
}

function expiredPage(): string {
  return page(
    'WiPay sandbox: session expired',
    `<h1>WiPay <span class="badge">SANDBOX</span></h1><p class="error" role="alert">This payment session has expired or was already used.</p>
<p>Please go back to the shop and start the payment again.</p>`,
  );
}
