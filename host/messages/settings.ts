// The message settings of the configuration (host/config.ts): which provider, the accounts, the templates.
// A live start needs a whole account of at least one channel; a half-given account stops the start, naming
// what is missing, as WiPay's live mode does.
import type { Env } from '../config-schema.js';
import type { PhoneChannel } from '../../widgets/domain/notify-channel.js';

export type MessagesMode = 'emulator' | 'live' | 'off';

export interface MessageSettings {
  mode: MessagesMode;
  whatsapp?: { apiUrl: string; phoneNumberId: string; accessToken: string; appSecret: string; verifyToken?: string };
  twilio?: { apiUrl: string; accountSid: string; authToken: string; from: string };
  templates: {
    language: string;
    confirmation: string;
    status: string;
    payAgain: string;
    staffOrder: string;
    returnAnswer: string;
    staffLowStock: string;
  };
  /** STAFF_ALERT_WHATSAPP, as given. */
  staffNumbers: string[];
}

/** Thrown with one line for the start to print (host/config.ts turns it into a ConfigError). */
export class MessageSettingsError extends Error {}

/** The phone channels the checkout may offer: those this host sends by (the emulator stands in for both). */
export function phoneChannels(settings: MessageSettings): PhoneChannel[] {
  if (settings.mode === 'off') return [];
  if (settings.mode === 'emulator') return ['whatsapp', 'sms'];
  return [...(settings.whatsapp ? (['whatsapp'] as const) : []), ...(settings.twilio ? (['sms'] as const) : [])];
}

type MessageEnv = Pick<
  Env,
  | 'MESSAGES'
  | 'WHATSAPP_PHONE_NUMBER_ID'
  | 'WHATSAPP_ACCESS_TOKEN'
  | 'WHATSAPP_APP_SECRET'
  | 'WHATSAPP_VERIFY_TOKEN'
  | 'WHATSAPP_API_URL'
  | 'WHATSAPP_TEMPLATE_LANGUAGE'
  | 'WHATSAPP_TEMPLATE_CONFIRMATION'
  | 'WHATSAPP_TEMPLATE_STATUS'
  | 'WHATSAPP_TEMPLATE_PAY_AGAIN'
  | 'WHATSAPP_TEMPLATE_STAFF_ORDER'
  | 'WHATSAPP_TEMPLATE_RETURN'
  | 'WHATSAPP_TEMPLATE_STAFF_LOW_STOCK'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_API_URL'
  | 'STAFF_ALERT_WHATSAPP'
>;

const WHATSAPP = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET'] as const;
const TWILIO = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;

export function messageSettings(env: MessageEnv, production: boolean): MessageSettings {
  const mode = (env.MESSAGES ?? (production ? 'off' : 'emulator')) as MessagesMode;
  const given = (names: readonly (keyof MessageEnv)[]) => names.filter((n) => env[n] !== undefined);
  const account = (names: readonly (keyof MessageEnv)[], label: string) => {
    const set = given(names);
    if (set.length > 0 && set.length < names.length) {
      throw new MessageSettingsError(
        `${set.join(', ')} set without ${names.filter((n) => !set.includes(n)).join(', ')}: a ${label} account needs all of them.`,
      );
    }
    return set.length === names.length;
  };
  const hasWhatsApp = account(WHATSAPP, 'WhatsApp Business');
  const hasTwilio = account(TWILIO, 'Twilio');
  if (mode === 'live' && !hasWhatsApp && !hasTwilio) {
    throw new MessageSettingsError(
      `MESSAGES=live needs a WhatsApp Business account (${WHATSAPP.join(', ')}) or a Twilio account (${TWILIO.join(', ')}), or both.`,
    );
  }
  return {
    mode,
    whatsapp: hasWhatsApp
      ? {
          apiUrl: env.WHATSAPP_API_URL.replace(/\/+$/, ''),
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
          accessToken: env.WHATSAPP_ACCESS_TOKEN!,
          appSecret: env.WHATSAPP_APP_SECRET!,
          verifyToken: env.WHATSAPP_VERIFY_TOKEN,
        }
      : undefined,
    twilio: hasTwilio
      ? { apiUrl: env.TWILIO_API_URL.replace(/\/+$/, ''), accountSid: env.TWILIO_ACCOUNT_SID!, authToken: env.TWILIO_AUTH_TOKEN!, from: env.TWILIO_FROM! }
      : undefined,
    templates: {
      language: env.WHATSAPP_TEMPLATE_LANGUAGE,
      confirmation: env.WHATSAPP_TEMPLATE_CONFIRMATION,
      status: env.WHATSAPP_TEMPLATE_STATUS,
      payAgain: env.WHATSAPP_TEMPLATE_PAY_AGAIN,
      staffOrder: env.WHATSAPP_TEMPLATE_STAFF_ORDER,
      returnAnswer: env.WHATSAPP_TEMPLATE_RETURN,
      staffLowStock: env.WHATSAPP_TEMPLATE_STAFF_LOW_STOCK,
    },
    staffNumbers: (env.STAFF_ALERT_WHATSAPP ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  };
}
