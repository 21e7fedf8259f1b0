// The WhatsApp Business Cloud API (Meta's Graph API): POST {base}/{phone-number-id}/messages with the system
// user's access token. A notice the business starts must be an approved template: its name, language and body
// parameters ({{1}}, {{2}} ...) come from the configuration (docs/notifications.md#whatsapp-templates); inside the
// number's 24-hour conversation window the text itself goes. A photo a shopper sent is fetched by its media id:
// GET {base}/{media-id} names a short-lived URL, which is read with the same token.
import { isPermanentStatus, MediaRefused, PermanentSendError, postWithin, type MediaSource, type MessageProvider, type OutgoingMessage } from './provider.js';

export interface WhatsAppSettings {
  /** e.g. https://graph.facebook.com/v21.0 */
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs?: number;
}

/** Graph API error codes that mean this recipient cannot get the message, so SMS is tried instead. */
const UNREACHABLE = new Set([131026, 131030, 131047, 131051, 100]);

export function whatsAppCloud(settings: WhatsAppSettings): MessageProvider {
  return {
    async send(message: OutgoingMessage) {
      const to = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to.replace(/^\+/, '') };
      const body = message.freeForm
        ? { ...to, type: 'text', text: { preview_url: false, body: message.text } }
        : {
            ...to,
            type: 'template',
            template: {
              name: message.template.name,
              language: { code: message.template.language },
              components: [{ type: 'body', parameters: message.template.params.map((text) => ({ type: 'text', text })) }],
            },
          };
      const res = await postWithin(
        `${settings.apiUrl}/${encodeURIComponent(settings.phoneNumberId)}/messages`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${settings.accessToken}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        },
        settings.timeoutMs ?? 15_000,
      );
      const answer = (await res.json().catch(() => ({}))) as { messages?: Array<{ id?: string }>; error?: { code?: number; message?: string } };
      if (!res.ok) {
        const why = `WhatsApp answered ${res.status}: ${answer.error?.message ?? 'no reason given'}`;
        if (isPermanentStatus(res.status) || UNREACHABLE.has(Number(answer.error?.code))) throw new PermanentSendError(why);
        throw new Error(why);
      }
      const id = answer.messages?.[0]?.id;
      if (!id) throw new Error('WhatsApp answered without a message id');
      return { providerId: id };
    },
  };
}

/** Reads at most maxBytes of an answer's body; more is refused without reading on. */
async function boundedBytes(res: Response, maxBytes: number): Promise<Buffer> {
  const reader = res.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new MediaRefused(`the photo is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function whatsAppMedia(settings: WhatsAppSettings): MediaSource {
  const timeout = settings.timeoutMs ?? 15_000;
  const auth = { authorization: `Bearer ${settings.accessToken}` };
  return {
    async fetchMedia(mediaId, maxBytes) {
      const info = await postWithin(`${settings.apiUrl}/${encodeURIComponent(mediaId)}`, { headers: auth }, timeout);
      const meta = (await info.json().catch(() => ({}))) as { url?: unknown; mime_type?: unknown; file_size?: unknown };
      if (!info.ok) {
        const why = `WhatsApp answered ${info.status} for media ${mediaId}`;
        throw isPermanentStatus(info.status) ? new MediaRefused(why) : new Error(why);
      }
      if (typeof meta.url !== 'string') throw new Error(`WhatsApp named no URL for media ${mediaId}`);
      if (Number(meta.file_size) > maxBytes) throw new MediaRefused(`the photo is ${Number(meta.file_size)} bytes, more than ${maxBytes}`);
      const file = await postWithin(meta.url, { headers: auth }, timeout);
      if (!file.ok) {
        const why = `WhatsApp answered ${file.status} for the file of media ${mediaId}`;
        throw isPermanentStatus(file.status) ? new MediaRefused(why) : new Error(why);
      }
      const type = typeof meta.mime_type === 'string' ? meta.mime_type : (file.headers.get('content-type') ?? '');
      return { type, bytes: await boundedBytes(file, maxBytes) };
    },
  };
}
