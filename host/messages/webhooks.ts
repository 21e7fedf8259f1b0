// The providers' callbacks (docs/notifications.md#webhooks): delivery receipts and the shoppers' replies. Each
// call's signature is checked against the raw request before anything is read from it; a receipt already
// recorded is a replay and is refused (409), changing nothing, as is a shopper's message already received. STOP
// turns a number's notices off at once; a photo on WhatsApp is a bank-transfer receipt (whatsapp-inbound.ts).
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../context.js';
import { ApiError } from '../http/errors.js';
import { registerFormParser, singleValues } from '../http/form-body.js';
import { isTwilioSignature, isWhatsAppSignature } from './signatures.js';
import { optIn, optOut, recordReceipt, replyIntent, type DeliveryStatus, type ReceiptOutcome } from './receipts.js';
import { mediaSource, TWILIO_WEBHOOK_PATH, WHATSAPP_WEBHOOK_PATH } from './providers.js';
import { receiveWhatsApp, type WhatsAppInbound } from './whatsapp-inbound.js';

const BAD_SIGNATURE = 'The signature of this callback does not match.';
const REPLAYED = 'This receipt was already recorded.';

const WHATSAPP_STATUSES: Record<string, DeliveryStatus> = { sent: 'sent', delivered: 'delivered', read: 'read', failed: 'failed' };
const TWILIO_STATUSES: Record<string, DeliveryStatus> = { sent: 'sent', delivered: 'delivered', read: 'read', undelivered: 'failed', failed: 'failed' };

interface WhatsAppValue {
  statuses?: Array<{ id?: unknown; status?: unknown; errors?: Array<{ code?: unknown; title?: unknown }> }>;
  messages?: WhatsAppInbound[];
}

/** Replays refused only when everything the call reported was a replay: a retried batch with something new is taken. */
function answer(outcomes: ReceiptOutcome[]) {
  if (outcomes.length > 0 && outcomes.every((o) => o === 'replay')) throw new ApiError(409, REPLAYED);
  return { success: true, msg: `${outcomes.filter((o) => o === 'recorded').length} receipts recorded.` };
}

export async function messageWebhooks(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  const { whatsapp, twilio } = ctx.config.messages;
  if (ctx.config.messages.mode !== 'live') return;

  if (whatsapp) {
    const media = mediaSource(ctx.config.messages, ctx.db);
    await app.register(async (scope) => {
      // The signature covers the bytes Meta sent: this scope keeps them instead of parsing them.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

      scope.get(WHATSAPP_WEBHOOK_PATH, async (request, reply) => {
        const q = singleValues(request.query);
        if (q['hub.mode'] !== 'subscribe' || !whatsapp.verifyToken || q['hub.verify_token'] !== whatsapp.verifyToken) {
          throw new ApiError(403, 'The verify token does not match.');
        }
        return reply.type('text/plain').send(q['hub.challenge'] ?? '');
      });

      scope.post(WHATSAPP_WEBHOOK_PATH, async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!isWhatsAppSignature(whatsapp.appSecret, raw, request.headers['x-hub-signature-256'])) throw new ApiError(401, BAD_SIGNATURE);
        let parsed: { entry?: Array<{ changes?: Array<{ value?: WhatsAppValue }> }> };
        try {
          parsed = JSON.parse(raw) as typeof parsed;
        } catch {
          throw new ApiError(400, 'The body is not JSON.');
        }
        const outcomes: ReceiptOutcome[] = [];
        for (const change of (parsed.entry ?? []).flatMap((e) => e.changes ?? [])) {
          for (const s of change.value?.statuses ?? []) {
            const status = WHATSAPP_STATUSES[String(s.status)];
            if (typeof s.id !== 'string' || !status) continue;
            const detail = (s.errors ?? []).map((e) => `${String(e.code)} ${String(e.title)}`).join('; ');
            outcomes.push(await recordReceipt(ctx.db, s.id, status, detail));
          }
          for (const m of change.value?.messages ?? []) {
            try {
              outcomes.push(await receiveWhatsApp(ctx.db, media, m, ctx.now(), request.log));
            } catch (err) {
              // The photo could not be fetched yet: an error answer makes WhatsApp deliver the message again later.
              request.log.warn({ err }, 'an incoming WhatsApp message could not be received');
              throw new ApiError(503, 'The message could not be received now; send it again later.');
            }
          }
        }
        ctx.outbox.kick(); // a failed WhatsApp message queued its SMS
        return answer(outcomes);
      });
    });
  }

  if (twilio) {
    await app.register(async (scope) => {
      registerFormParser(scope);
      scope.post(TWILIO_WEBHOOK_PATH, async (request) => {
        const params = singleValues(request.body);
        if (!isTwilioSignature(twilio.authToken, `${ctx.config.publicUrl}${TWILIO_WEBHOOK_PATH}`, params, request.headers['x-twilio-signature'])) {
          throw new ApiError(401, BAD_SIGNATURE);
        }
        // An incoming SMS: Twilio's own opt-out words come as OptOutType; the body is read as well.
        if (params.Body !== undefined && params.From) {
          const intent = params.OptOutType === 'STOP' ? 'stop' : params.OptOutType === 'START' ? 'start' : replyIntent(params.Body);
          if (intent) await (intent === 'stop' ? optOut(ctx.db, params.From) : optIn(ctx.db, params.From));
          return { success: true, msg: intent ? `Notices ${intent === 'stop' ? 'off' : 'on'} for this number.` : 'Reply noted.' };
        }
        const status = TWILIO_STATUSES[params.MessageStatus ?? ''];
        if (!params.MessageSid || !status) return { success: true, msg: 'Nothing to record.' };
        const outcome = await recordReceipt(ctx.db, params.MessageSid, status, params.ErrorCode ? `error ${params.ErrorCode}` : '');
        ctx.outbox.kick();
        return answer([outcome]);
      });
    });
  }
}
