// WhatsApp Cloud API webhook calls as Meta sends them: signed with the app secret over the raw body.
import type { FastifyInstance } from 'fastify';
import { whatsAppSignature } from '../../host/messages/signatures.js';

type Message = Record<string, unknown>;

export function whatsAppCall(value: Record<string, unknown>) {
  return { object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }] };
}

/** A shopper's message: text, or a photo by its media id. */
export const shopperText = (from: string, id: string, body: string): Message => ({ from, id, timestamp: '1764200000', type: 'text', text: { body } });
export const shopperPhoto = (from: string, id: string, mediaId: string, caption = ''): Message => ({
  from,
  id,
  timestamp: '1764200000',
  type: 'image',
  image: { id: mediaId, mime_type: 'image/jpeg', sha256: 'x', ...(caption ? { caption } : {}) },
});

export function postWhatsAppCall(app: FastifyInstance, appSecret: string, body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return app.inject({
    method: 'POST',
    url: '/api/messages/whatsapp',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? whatsAppSignature(appSecret, raw) },
    payload: raw,
  });
}
