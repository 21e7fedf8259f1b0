// The stored settings document -> complete ShopSettings. It was checked when saved; anything missing (a row written
// before a field existed, or no row at all) takes the default, so a reader always gets every field.
import { completeShopSettings, type ShopSettings } from '../../widgets/domain/shop-settings.js';

export interface SettingsRow {
  settings: Partial<ShopSettings> | string | null;
}

export function settingsFromRow(row: SettingsRow | undefined): ShopSettings {
  const raw = row?.settings;
  return completeShopSettings(typeof raw === 'string' ? JSON.parse(raw) : raw);
}
