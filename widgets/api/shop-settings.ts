// GET /api/shop/Settings: the shop's own facts (name, contacts, pickup outlets, bank details, delivery terms), carried
// by the host's own pages and fetched on partner pages.
import { get } from './client.js';
import { preloaded } from './preload.js';
import { completePublicShopSettings, SHOP_SETTINGS_PATH, type PublicShopSettings } from '../domain/shop-settings.js';

export async function getShopSettings(): Promise<PublicShopSettings> {
  return completePublicShopSettings(await get<unknown>(SHOP_SETTINGS_PATH));
}

/** The answer the page carries (on the server: noted as missing, so the host resolves it and renders again). */
export function preloadedShopSettings(): PublicShopSettings | undefined {
  const carried = preloaded<unknown>(SHOP_SETTINGS_PATH);
  return carried === undefined ? undefined : completePublicShopSettings(carried);
}
