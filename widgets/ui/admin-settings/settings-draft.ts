// The Settings form's values: every setting as the text in its field, and back to what SaveShopSettings takes. Amounts
// and the threshold go as typed, so the server's check (the one message the owner sees) judges them.
import type { BankDetails, PickupOutlet, ShopSettings } from '../../domain/shop-settings.js';
import type { DeliveryRates } from '../../domain/delivery-rates.js';

type Texts<T> = { [K in keyof T]: string };

export interface SettingsDraft {
  shop: Texts<Pick<ShopSettings, 'name' | 'legalName' | 'tagline' | 'email' | 'phone' | 'chatNumber' | 'chatGreeting'>>;
  pickups: PickupOutlet[];
  bank: BankDetails;
  social: ShopSettings['social'];
  delivery: Texts<DeliveryRates>;
  lowStockThreshold: string;
}

export const SHOP_FIELDS = [
  ['name', 'Shop name'],
  ['legalName', 'Legal name'],
  ['tagline', 'Tagline'],
  ['email', 'Contact email'],
  ['phone', 'Contact phone'],
  ['chatNumber', 'WhatsApp number (international, digits only)'],
  ['chatGreeting', 'WhatsApp first message'],
] as const;

export const PICKUP_FIELDS = [
  ['address', 'Address (one line)'],
  ['street', 'Street'],
  ['town', 'Town'],
  ['region', 'Region'],
  ['hours', 'Opening hours'],
  ['phone', 'Outlet phone'],
] as const;

export const BANK_FIELDS = [
  ['accountName', 'Account name'],
  ['bank', 'Bank'],
  ['accountNumber', 'Account number'],
  ['swift', 'SWIFT code'],
  ['receiptNote', 'Receipt note'],
] as const;

export const SOCIAL_FIELDS = [
  ['facebook', 'Facebook link'],
  ['instagram', 'Instagram link'],
] as const;

export const DELIVERY_FIELDS = [
  ['minimum', 'Delivery minimum (TT$)'],
  ['trinidad', 'Freight to Trinidad (TT$)'],
  ['trinidadFreeDelivery', 'Trinidad, free delivery (TT$)'],
  ['tobago', 'Freight to Tobago (TT$)'],
  ['tobagoFreeDelivery', 'Tobago, free delivery (TT$)'],
] as const;

export const EMPTY_PICKUP: PickupOutlet = { address: '', street: '', town: '', region: '', hours: '', phone: '' };

export function toDraft(s: ShopSettings): SettingsDraft {
  const d = s.delivery;
  return {
    shop: { name: s.name, legalName: s.legalName, tagline: s.tagline, email: s.email, phone: s.phone, chatNumber: s.chatNumber, chatGreeting: s.chatGreeting },
    pickups: s.pickups.map((p) => ({ ...p })),
    bank: { ...s.bank },
    social: { ...s.social },
    delivery: {
      minimum: String(d.minimum),
      trinidad: String(d.trinidad),
      trinidadFreeDelivery: String(d.trinidadFreeDelivery),
      tobago: String(d.tobago),
      tobagoFreeDelivery: String(d.tobagoFreeDelivery),
    },
    lowStockThreshold: String(s.lowStockThreshold),
  };
}

/** The body's `Settings`: a whole number stays a number; anything else goes as typed, for the server to refuse. */
export function fromDraft(d: SettingsDraft): Record<string, unknown> {
  const threshold = d.lowStockThreshold.trim();
  return {
    ...d.shop,
    pickups: d.pickups,
    bank: d.bank,
    social: d.social,
    delivery: d.delivery,
    lowStockThreshold: /^\d{1,9}$/.test(threshold) ? Number(threshold) : threshold,
  };
}
