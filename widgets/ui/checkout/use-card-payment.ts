// Whether the order forms offer card payment (WiPay): asks the host once, then follows the stored flag.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $hostTakesCards, $settings, cardPaymentOffered, loadHostPaymentOptions } from '../../state/settings.js';

export function useCardPaymentOffered(): boolean {
  const settings = useStore($settings);
  const host = useStore($hostTakesCards);
  useEffect(() => {
    if (host === null) void loadHostPaymentOptions();
  }, [host]);
  return cardPaymentOffered(settings, host);
}
