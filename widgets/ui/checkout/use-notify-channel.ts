// The channel an order form sends its notices by (docs/notifications.md#channels): the shopper's choice, else the
// preselected one (WhatsApp once a mobile is typed, where the host sends by it).
import { useState } from 'react';
import { useShopSettings } from '../../state/shop.js';
import { defaultChannel, type NotifyChannel } from '../../domain/notify-channel.js';
import { isMobileNumber } from '../../domain/validation.js';

export function useNotifyChannel(mobile: string, email: string) {
  const [chosen, choose] = useState<NotifyChannel | null>(null);
  const phones = useShopSettings().phoneChannels;
  const channel = chosen ?? defaultChannel(isMobileNumber(mobile), email.trim() !== '', phones);
  return { channel, phones, choose };
}
