// The local stand-in for WhatsApp and Twilio (docs/notifications.md#emulator), as the WiPay emulator stands in for
// WiPay: it keeps what would have been sent in the database (every host shows the same phone), and answers as
// the number's owner asked at /dev/messages: delivered (the default), read, failed, or an invalid number. A photo
// the emulator's phone sent is kept until the host fetches it by id, as from WhatsApp's media API.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/db.js';
import { MediaRefused, PermanentSendError, type MediaSource, type MessageProvider } from './provider.js';
import type { DeliveryStatus } from './receipts.js';

export const EMULATOR_ANSWERS = ['delivered', 'read', 'failed', 'invalid'] as const;
export type EmulatorAnswer = (typeof EMULATOR_ANSWERS)[number];

const RECEIPTS: Record<Exclude<EmulatorAnswer, 'invalid'>, DeliveryStatus[]> = {
  delivered: ['sent', 'delivered'],
  read: ['sent', 'delivered', 'read'],
  failed: ['failed'],
};

export function emulatorProvider(db: Queryable): MessageProvider {
  return {
    async send(message) {
      const [asked] = await db.query<{ answer: EmulatorAnswer }>('SELECT answer FROM emulated_answers WHERE number = $1', [message.to]);
      const answer = asked?.answer ?? 'delivered';
      if (answer === 'invalid') throw new PermanentSendError(`${message.to} is not a valid ${message.channel === 'whatsapp' ? 'WhatsApp' : 'mobile'} number`);
      const providerId = `${message.channel === 'whatsapp' ? 'wamid.EMU' : 'SMEMU'}${randomBytes(12).toString('hex')}`;
      await db.query('INSERT INTO emulated_messages (provider_id, number, channel, body, template) VALUES ($1, $2, $3, $4, $5)', [
        providerId,
        message.to,
        message.channel,
        message.text,
        message.channel === 'whatsapp' && !message.freeForm
          ? `${message.template.name} (${message.template.language}): ${JSON.stringify(message.template.params)}`
          : null,
      ]);
      return { providerId, receipts: RECEIPTS[answer] };
    },
  };
}

/** What the emulator answers for a number from now on. */
export async function setEmulatorAnswer(db: Queryable, number: string, answer: EmulatorAnswer): Promise<void> {
  await db.query('INSERT INTO emulated_answers (number, answer) VALUES ($1, $2) ON CONFLICT (number) DO UPDATE SET answer = EXCLUDED.answer', [number, answer]);
}

/** Keeps a photo the emulator's phone sends; answers its media id. */
export async function keepEmulatedMedia(db: Queryable, type: string, bytes: Buffer): Promise<string> {
  const mediaId = `EMUMEDIA${randomBytes(12).toString('hex')}`;
  await db.query('INSERT INTO emulated_media (media_id, media_type, bytes) VALUES ($1, $2, $3)', [mediaId, type, bytes]);
  return mediaId;
}

export function emulatorMedia(db: Queryable): MediaSource {
  return {
    async fetchMedia(mediaId, maxBytes) {
      const [row] = await db.query<{ media_type: string; bytes: Uint8Array }>('SELECT media_type, bytes FROM emulated_media WHERE media_id = $1', [mediaId]);
      if (!row) throw new MediaRefused(`no media ${mediaId}`);
      if (row.bytes.byteLength > maxBytes) throw new MediaRefused(`the photo is larger than ${maxBytes} bytes`);
      return { type: row.media_type, bytes: Buffer.from(row.bytes) };
    },
  };
}
