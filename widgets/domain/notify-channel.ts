// How a shopper hears about their order (docs/notifications.md#channels): WhatsApp, SMS, e-mail or not at all,
// chosen at checkout. WhatsApp is preselected once a mobile is given: it is where the shop's customers talk to it.
export const NOTIFY_CHANNELS = ['whatsapp', 'sms', 'email', 'none'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** The preselected channel: WhatsApp with a mobile, else e-mail with an address, else none. */
export function defaultChannel(hasMobile: boolean, hasEmail: boolean): NotifyChannel {
  if (hasMobile) return 'whatsapp';
  return hasEmail ? 'email' : 'none';
}

/** The channel an order is stored with: an unknown or absent choice keeps the mails as they always were. */
export function storedChannel(chosen: string | undefined): NotifyChannel {
  return (NOTIFY_CHANNELS as readonly string[]).includes(chosen ?? '') ? (chosen as NotifyChannel) : 'email';
}
