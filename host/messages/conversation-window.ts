// WhatsApp's customer service window: for 24 hours after a customer's last message, the business may answer with
// free-form text; outside it, only an approved template starts a conversation (docs/notifications.md#free-form-text).
import type { Queryable } from '../db/db.js';
import type { MessageProvider } from './provider.js';
import { lastWhatsAppFrom } from './inbound.js';

export const CONVERSATION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether a message sent at `now` falls in the window a customer's message at `lastInbound` opened. */
export function insideConversationWindow(lastInbound: Date | null, now: Date): boolean {
  if (!lastInbound) return false;
  const since = now.getTime() - lastInbound.getTime();
  return since >= 0 && since < CONVERSATION_WINDOW_MS;
}

/** The provider, told for each WhatsApp message whether the number's window is open (then it sends the text). */
export function withConversationWindow(provider: MessageProvider, db: Queryable, now: () => Date): MessageProvider {
  return {
    ...provider,
    async send(message) {
      if (message.channel !== 'whatsapp') return provider.send(message);
      const freeForm = insideConversationWindow(await lastWhatsAppFrom(db, message.to), now());
      return provider.send({ ...message, freeForm });
    },
  };
}
