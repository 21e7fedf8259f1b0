// The provider MESSAGES names: none (off), the emulator, or the shop's accounts, each channel to its own.
import type { Queryable } from '../db/db.js';
import type { MessageSettings } from './settings.js';
import { PermanentSendError, type MessageProvider } from './provider.js';
import { emulatorMedia, emulatorProvider } from './emulator-provider.js';
import { whatsAppCloud, whatsAppMedia } from './whatsapp-cloud.js';
import { withConversationWindow } from './conversation-window.js';
import type { MediaSource } from './provider.js';
import { twilioSms } from './twilio-sms.js';

/** The path Twilio posts status callbacks and incoming SMS to (webhooks.ts). */
export const TWILIO_WEBHOOK_PATH = '/api/messages/twilio';
export const WHATSAPP_WEBHOOK_PATH = '/api/messages/whatsapp';

export function messageProvider(settings: MessageSettings, db: Queryable, publicUrl: string, now: () => Date = () => new Date()): MessageProvider | null {
  if (settings.mode === 'off') return null;
  const provider = channelProvider(settings, db, publicUrl);
  return provider && withConversationWindow(provider, db, now);
}

/** Where the photos shoppers send by WhatsApp are fetched from; null when no WhatsApp number takes them. */
export function mediaSource(settings: MessageSettings, db: Queryable): MediaSource | null {
  if (settings.mode === 'emulator') return emulatorMedia(db);
  return settings.mode === 'live' && settings.whatsapp ? whatsAppMedia(settings.whatsapp) : null;
}

function channelProvider(settings: MessageSettings, db: Queryable, publicUrl: string): MessageProvider | null {
  if (settings.mode === 'emulator') return emulatorProvider(db);
  const whatsapp = settings.whatsapp && whatsAppCloud(settings.whatsapp);
  const sms = settings.twilio && twilioSms({ ...settings.twilio, statusCallback: `${publicUrl}${TWILIO_WEBHOOK_PATH}` });
  return {
    send(message) {
      const channel = message.channel === 'whatsapp' ? whatsapp : sms;
      if (!channel) return Promise.reject(new PermanentSendError(`no ${message.channel === 'whatsapp' ? 'WhatsApp Business' : 'Twilio'} account is set up`));
      return channel.send(message);
    },
  };
}
