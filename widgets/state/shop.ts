// The shop's own facts for every widget (docs/widgets.md#runtime-api): what the page carries, or one fetch on a partner
// page. Until known, the defaults (the spec's delivery terms, no bank transfer, no contacts).
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { DEFAULT_SHOP_SETTINGS, publicShopSettings, type PublicShopSettings } from '../domain/shop-settings.js';
import { type DeliveryRates } from '../domain/delivery-rates.js';
import { getShopSettings, preloadedShopSettings } from '../api/shop-settings.js';
import { $embedAccess } from './embed-access.js';

export const $shop = atom<PublicShopSettings | null>(null);
/** The last ask for them failed: widgets stop waiting and show what they show without them. */
const $shopUnreachable = atom(false);

/** Until the shop's own are known: the spec's delivery terms, no bank transfer, no contacts, no phone updates. */
const DEFAULT_PUBLIC_SETTINGS = publicShopSettings(DEFAULT_SHOP_SETTINGS);

let asking: Promise<void> | null = null;

/** Asks the host once per page (a failed ask may be repeated by a later widget). */
export function loadShopSettings(): Promise<void> {
  if (asking) return asking;
  $shopUnreachable.set(false);
  asking = getShopSettings().then(
    (settings) => $shop.set(settings),
    (error: unknown) => {
      asking = null;
      $shopUnreachable.set(true);
      console.warn('[trini] shop settings could not be loaded', error);
    },
  );
  return asking;
}

/** The shop's delivery terms outside a render (building an order's payload). */
export function shopDelivery(): DeliveryRates {
  return ($shop.get() ?? preloadedShopSettings() ?? DEFAULT_SHOP_SETTINGS).delivery;
}

/** Whether the shop's own facts are here (carried by the page or fetched), or the ask for them failed. */
export function useShopSettingsKnown(): boolean {
  const unreachable = useStore($shopUnreachable);
  return useStore($shop) !== null || preloadedShopSettings() !== undefined || unreachable;
}

/** The shop's facts: the page's carried copy (the same on the server and at hydration), else the fetched one. */
export function useShopSettings(): PublicShopSettings {
  const fetched = useStore($shop);
  const carried = preloadedShopSettings();
  // A partner page the store does not (yet) allow would only meet CORS: ask once it is allowed.
  const allowed = useStore($embedAccess).state === 'allowed';
  const needed = !carried && !fetched && allowed;
  useEffect(() => {
    if (needed) void loadShopSettings();
  }, [needed]);
  return fetched ?? carried ?? DEFAULT_PUBLIC_SETTINGS;
}
