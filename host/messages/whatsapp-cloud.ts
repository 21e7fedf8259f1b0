// The WhatsApp Business Cloud API (Meta's Graph API): POST {base}/{phone-number-id}/messages with the system
// user's access token. A notice the business starts must be an approved template: its name, language and body
// parameters ({{1}}, {{2}} ...) come from the configuration (docs/notifications.md#whatsapp-templates).
import { isPermanentStatus, PermanentSendError, postWithin, type MessageProvider, type OutgoingMessage } from './provider.js';

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
      const body = {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: message.to.replace(/^\+/, ''),
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
