// /dev/messages: the message emulator's phone (docs/notifications.md#emulator). Every number the shop wrote to, its
// messages newest first with what the provider would have said of each (sent, delivered, read, failed), and the
// owner's controls: how the emulator answers this number from now on, a receipt for one message, a reply
// (STOP turns the notices off), a photo (a bank transfer's receipt). Mounted only where the emulator sends (MESSAGES=emulator, the default outside
// production); it plays the phone and the provider, so the anti-forgery check skips it (host/http/security.ts).
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PluginOptions } from '../context.js';
import { registerFormParser, singleValues } from '../http/form-body.js';
import { escapeHtml } from '../../widgets/domain/html-escape.js';
import { randomBytes } from 'node:crypto';
import { EMULATOR_ANSWERS, emulatorMedia, keepEmulatedMedia, setEmulatorAnswer, type EmulatorAnswer } from './emulator-provider.js';
import { DELIVERY_STATUSES, recordReceipt, type DeliveryStatus } from './receipts.js';
import { e164 } from './numbers.js';
import { receiveWhatsApp, type WhatsAppInbound } from './whatsapp-inbound.js';
import { MAX_RECEIPT_BYTES } from './receipt-photos.js';

export const DEV_MESSAGES_PATH = '/dev/messages';
const SHOWN_PER_NUMBER = 50;
/** A photo of at most the size the shop keeps, and its form's other fields. */
const PHOTO_FORM_LIMIT = MAX_RECEIPT_BYTES + 64 * 1024;

/** A multipart form (the phone's photo), read by the platform's own parser; null when it is none. */
async function readForm(type: string | undefined, body: unknown): Promise<FormData | null> {
  if (!type || !Buffer.isBuffer(body)) return null;
  try {
    return await new Request('http://emulator.invalid/', { method: 'POST', headers: { 'content-type': type }, body }).formData();
  } catch {
    return null;
  }
}
const NUMBERS_SHOWN = 100;

type Shown = { number: string; channel: string; body: string; template: string | null; created_at: string; provider_id: string; delivery: string | null };

export async function devMessages(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  if (ctx.config.messages.mode !== 'emulator') return;
  await app.register(async (scope) => {
    registerFormParser(scope);

    scope.get(DEV_MESSAGES_PATH, async (request, reply) => {
      const only = e164(singleValues(request.query).number ?? '');
      const rows = await ctx.db.query<Shown>(
        `WITH numbers AS (SELECT number, max(emulated_no) AS latest FROM emulated_messages WHERE $1::text IS NULL OR number = $1 GROUP BY number
                           ORDER BY latest DESC LIMIT ${NUMBERS_SHOWN})
         SELECT e.number, e.channel, e.body, e.template, e.created_at::text, e.provider_id, m.delivery
           FROM numbers n CROSS JOIN LATERAL (
             SELECT * FROM emulated_messages x WHERE x.number = n.number ORDER BY emulated_no DESC LIMIT ${SHOWN_PER_NUMBER}) e
           LEFT JOIN message_outbox m ON m.provider_id = e.provider_id
          ORDER BY n.latest DESC, e.emulated_no DESC`,
        [only],
      );
      const answers = new Map(
        (await ctx.db.query<{ number: string; answer: string }>('SELECT number, answer FROM emulated_answers')).map((r) => [r.number, r.answer]),
      );
      const stopped = new Set((await ctx.db.query<{ number: string }>('SELECT number FROM message_opt_outs')).map((r) => r.number));
      const byNumber = new Map<string, Shown[]>();
      for (const r of rows) byNumber.set(r.number, [...(byNumber.get(r.number) ?? []), r]);
      const received = await ctx.db.query<Received>(
        `SELECT number, kind, body, received_at::text FROM inbound_messages WHERE number = ANY($1::text[]) ORDER BY inbound_no DESC LIMIT ${SHOWN_PER_NUMBER * 4}`,
        [[...byNumber.keys()]],
      );
      const sections = [...byNumber].map(([number, messages]) =>
        phone(
          number,
          messages,
          answers.get(number) ?? 'delivered',
          stopped.has(number),
          received.filter((r) => r.number === number),
        ),
      );
      return page(reply, sections.length ? sections.join('') : '<p>No message yet. Place an order with WhatsApp or SMS chosen.</p>');
    });

    scope.post(`${DEV_MESSAGES_PATH}/answer`, async (request, reply) => {
      const { number, answer } = singleValues(request.body);
      const to = e164(number ?? '');
      if (!to || !(EMULATOR_ANSWERS as readonly string[]).includes(answer ?? ''))
        return reply.code(400).send({ success: false, msg: 'Give a number and one of delivered, read, failed or invalid.' });
      await setEmulatorAnswer(ctx.db, to, answer as EmulatorAnswer);
      return reply.redirect(`${DEV_MESSAGES_PATH}?number=${encodeURIComponent(to)}`, 303);
    });

    scope.post(`${DEV_MESSAGES_PATH}/receipt`, async (request, reply) => {
      const { id, status } = singleValues(request.body);
      if (!id || !(DELIVERY_STATUSES as readonly string[]).includes(status ?? ''))
        return reply.code(400).send({ success: false, msg: 'Give a message id and a status.' });
      const outcome = await recordReceipt(ctx.db, id, status as DeliveryStatus, 'from the emulator');
      ctx.outbox.kick(); // a failed WhatsApp message queued its SMS
      if (outcome === 'replay') return reply.code(409).send({ success: false, msg: 'This receipt was already recorded.' });
      return reply.redirect(DEV_MESSAGES_PATH, 303);
    });

    // The phone's messages reach the host as WhatsApp's webhook would bring them (whatsapp-inbound.ts).
    const fromPhone = (to: string, message: Omit<WhatsAppInbound, 'from' | 'id'>) =>
      receiveWhatsApp(ctx.db, emulatorMedia(ctx.db), { from: to, id: `wamid.EMUIN${randomBytes(12).toString('hex')}`, ...message }, ctx.now(), app.log);

    scope.post(`${DEV_MESSAGES_PATH}/reply`, async (request, reply) => {
      const { number, body } = singleValues(request.body);
      const to = e164(number ?? '');
      if (!to) return reply.code(400).send({ success: false, msg: 'Give the number that replies.' });
      await fromPhone(to, { type: 'text', text: { body: (body ?? '').slice(0, 4000) } });
      return reply.redirect(`${DEV_MESSAGES_PATH}?number=${encodeURIComponent(to)}`, 303);
    });

    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: PHOTO_FORM_LIMIT }, (_request, body, done) => done(null, body));
    scope.post(`${DEV_MESSAGES_PATH}/photo`, { bodyLimit: PHOTO_FORM_LIMIT }, async (request, reply) => {
      const form = await readForm(request.headers['content-type'], request.body);
      const to = e164(String(form?.get('number') ?? ''));
      const photo = form?.get('photo');
      if (!to) return reply.code(400).send({ success: false, msg: 'Give the number that sends the photo.' });
      if (!(photo instanceof Blob) || photo.size === 0) return reply.code(400).send({ success: false, msg: 'Choose a photo to send.' });
      const mediaId = await keepEmulatedMedia(ctx.db, photo.type || 'application/octet-stream', Buffer.from(await photo.arrayBuffer()));
      await fromPhone(to, { type: 'image', image: { id: mediaId, caption: String(form?.get('caption') ?? '').slice(0, 1000) } });
      return reply.redirect(`${DEV_MESSAGES_PATH}?number=${encodeURIComponent(to)}`, 303);
    });
  });
}

/** The store's own links in a message become links on the page, so the emulator's phone can open them. */
function linked(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

type Received = { number: string; kind: string; body: string; received_at: string };

function sentByPhone(received: readonly Received[]): string {
  if (received.length === 0) return '';
  const items = received
    .map(
      (r) =>
        `<li>${escapeHtml(r.received_at.slice(0, 19))} UTC · ${r.kind === 'image' ? 'photo' : escapeHtml(r.kind)}${r.body ? `: ${escapeHtml(r.body)}` : ''}</li>`,
    )
    .join('');
  return `<details class="sent"><summary>Sent from this phone (${received.length})</summary><ul>${items}</ul></details>`;
}

function phone(number: string, messages: Shown[], answer: string, stopped: boolean, received: readonly Received[]): string {
  const options = EMULATOR_ANSWERS.map((a) => `<option${a === answer ? ' selected' : ''}>${a}</option>`).join('');
  const items = messages
    .map(
      (m) => `<li class="msg ${m.channel}"><p class="meta">${m.channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} · ${escapeHtml(m.created_at.slice(0, 19))} UTC ·
<strong class="delivery">${escapeHtml(m.delivery ?? 'sent')}</strong></p><p class="body">${linked(m.body)}</p>
${m.template ? `<p class="tpl">Template ${escapeHtml(m.template)}</p>` : m.channel === 'whatsapp' ? '<p class="tpl">Free-form text: the number wrote within 24 hours</p>' : ''}
<form method="post" action="${DEV_MESSAGES_PATH}/receipt" class="inline"><input type="hidden" name="id" value="${escapeHtml(m.provider_id)}">
${DELIVERY_STATUSES.filter((s) => s !== 'sent')
  .map((s) => `<button name="status" value="${s}">Mark ${s}</button>`)
  .join('')}</form></li>`,
    )
    .join('');
  return `<section class="phone" data-number="${escapeHtml(number)}"><h2>${escapeHtml(number)}${stopped ? ' <span class="stop">STOPPED</span>' : ''}</h2>
<form method="post" action="${DEV_MESSAGES_PATH}/answer" class="inline"><input type="hidden" name="number" value="${escapeHtml(number)}">
<label>Answer next messages: <select name="answer">${options}</select></label> <button>Set</button></form>
<form method="post" action="${DEV_MESSAGES_PATH}/reply" class="inline"><input type="hidden" name="number" value="${escapeHtml(number)}">
<label>Reply: <input name="body" value="STOP" size="8"></label> <button>Send reply</button></form>
<form method="post" action="${DEV_MESSAGES_PATH}/photo" enctype="multipart/form-data" class="inline"><input type="hidden" name="number" value="${escapeHtml(number)}">
<label>Photo: <input type="file" name="photo" accept="image/jpeg,image/png,image/webp"></label>
<label>Caption: <input name="caption" size="12"></label> <button>Send photo</button></form>
${sentByPhone(received)}
<ol class="messages">${items}</ol></section>`;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#ece5dd;margin:0;padding:1rem;color:#1d2a33}
main{max-width:40rem;margin:auto}h1{font-size:1.3rem}.phone{background:#fff;border-radius:12px;padding:1rem;margin:0 0 1rem;box-shadow:0 2px 8px #0002}
h2{font-size:1.05rem;margin:0 0 .5rem}.messages{list-style:none;padding:0;margin:.75rem 0 0}.msg{border-radius:8px;padding:.5rem .75rem;margin:0 0 .6rem;background:#dcf8c6;overflow-wrap:anywhere}
.msg.sms{background:#e3f0ff}.meta,.tpl{font-size:.8rem;color:#4a5a63;margin:0}.body{margin:.3rem 0;white-space:pre-wrap}
.inline{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;margin:.3rem 0}button{padding:.35rem .6rem;border:1px solid #8aa;border-radius:6px;background:#f7fafa;cursor:pointer}
.stop{background:#b00020;color:#fff;border-radius:4px;padding:0 .3rem;font-size:.75rem}a{color:#075e54}`;

function page(reply: FastifyReply, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Message emulator</title><style>${STYLE}</style></head><body><main><h1>Message emulator <small>(nothing leaves this machine)</small></h1>${body}</main></body></html>`,
    );
}
