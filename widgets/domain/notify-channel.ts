// How a shopper hears about their order (docs/notifications.md#channels): WhatsApp, SMS, e-mail or not at all,
// chosen at checkout. WhatsApp is preselected once a mobile is given: it is where the shop's customers talk to it.
export const NOTIFY_CHANNELS = ['whatsapp', 'sms', 'email', 'none'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** The channels that reach a mobile; a host offers those it can send by (the shop's public settings). */
export const PHONE_CHANNELS = ['whatsapp', 'sms'] as const;
export type PhoneChannel = (typeof PHONE_CHANNELS)[number];

/** The phone channels an answer names, in their own order; anything else is dropped. */
export function phoneChannelsOf(raw: unknown): PhoneChannel[] {
  return Array.isArray(raw) ? PHONE_CHANNELS.filter((channel) => raw.includes(channel)) : [];
}

/** The preselected channel: with a mobile, the first phone channel offered (WhatsApp), else e-mail with an address, else none. */
export function defaultChannel(hasMobile: boolean, hasEmail: boolean, phones: readonly PhoneChannel[] = PHONE_CHANNELS): NotifyChannel {
  if (hasMobile && phones.length) return phones[0];
  return hasEmail ? 'email' : 'none';
}

/** The channel an order is stored with: an unknown or absent choice keeps the mails as they always were. */
export function storedChannel(chosen: string | undefined): NotifyChannel {
  return (NOTIFY_CHANNELS as readonly string[]).includes(chosen ?? '') ? (chosen as NotifyChannel) : 'email';
}
