// Page-wide settings (docs/domain.md#entities, docs/domain.md#session): the stored flag 'ew' (localStorage, set by /usewipay)
// turns the gateway payment option on, or off when it reads 'off' (/usewipay?off); without it the host's
// own answer decides (card payment is offered by default where the host takes it).
// sessionStorage fb='1' marks a visit from a social-media ad.
import { atom } from 'nanostores';
import { local, session, StorageKey } from './storage.js';
import { getPaymentOptions } from '../api/payment-options.js';

export const WIPAY_OFF = 'off';

export interface Settings {
  useWipay: boolean; // the stored flag turns the option on
  wipayOff?: boolean; // the stored flag turns the option off
  fromSocialAd: boolean;
}

function read(): Settings {
  const flag = local.get(StorageKey.wipayFlag);
  return {
    useWipay: !!flag && flag !== WIPAY_OFF,
    wipayOff: flag === WIPAY_OFF,
    fromSocialAd: session.get(StorageKey.socialAd) === '1',
  };
}

export const $settings = atom<Settings>(read());

/** The host's answer: true or false once known, null before (or when it could not be asked). */
export const $hostTakesCards = atom<boolean | null>(null);

let asking: Promise<void> | null = null;

/** Asks the host once per page whether it takes card payments. */
export function loadHostPaymentOptions(): Promise<void> {
  asking ??= getPaymentOptions().then(
    (options) => $hostTakesCards.set(options.UseWipay),
    (error: unknown) => {
      // A host without the question (404) keeps the answer unknown: the stored flag alone decides.
      if ((error as { status?: number }).status === 404) return;
      asking = null; // a later form may ask again
      console.warn('[trini] payment options could not be loaded', error);
    },
  );
  return asking;
}

/** Forgets the host's answer, so the next form asks again (a new page; tests). */
export function forgetHostPaymentOptions(): void {
  asking = null;
  $hostTakesCards.set(null);
}

/** Whether the card option is offered: never when the host or the stored flag says no; otherwise when
 * either the stored flag or the host says yes. */
export function cardPaymentOffered(settings: Settings, hostTakesCards: boolean | null): boolean {
  if (settings.wipayOff || hostTakesCards === false) return false;
  return settings.useWipay || hostTakesCards === true;
}

/** A visit arrived with fbclid (docs/screens.md#product-detail): remember it for the session; the cart copies the flag. */
export function setFromSocialAd(): void {
  session.set(StorageKey.socialAd, '1');
  if (!$settings.get().fromSocialAd) $settings.set({ ...$settings.get(), fromSocialAd: true });
}

export function reloadSettings(): void {
  $settings.set(read());
}
