// Page-wide settings (spec §3 Settings, §4): the stored flag 'ew' (localStorage, set by /usewipay)
// turns on the gateway payment option; sessionStorage fb='1' marks a visit from a social-media ad.
import { atom } from 'nanostores';
import { local, session, StorageKeys } from './storage.js';

export interface Settings {
  useWipay: boolean;
  fromSocialAd: boolean;
}

function read(): Settings {
  return {
    useWipay: !!local.get(StorageKeys.wipay),
    fromSocialAd: session.get(StorageKeys.socialAd) === '1',
  };
}

export const $settings = atom<Settings>(read());

/** A visit arrived with fbclid (§2.5): remember it for the session; the cart copies the flag. */
export function setFromSocialAd(): void {
  session.set(StorageKeys.socialAd, '1');
  if (!$settings.get().fromSocialAd) $settings.set({ ...$settings.get(), fromSocialAd: true });
}

/** /usewipay: stores the current time under 'ew' and turns the gateway option on. */
export function enableWipay(nowMs: number = Date.now()): void {
  local.set(StorageKeys.wipay, String(nowMs));
  if (!$settings.get().useWipay) $settings.set({ ...$settings.get(), useWipay: true });
}

export function reloadSettings(): void {
  $settings.set(read());
}
