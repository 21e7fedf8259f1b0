// The shop's own facts (docs/back-office.md#settings): its name, contacts, chat number, pickup outlets, bank details
// for transfers, delivery terms and low-stock threshold. They are data, saved in the back office; every page, widget,
// mail and slip reads them from here. A new shop starts with the spec's delivery terms and nothing else of its own.
import { SPEC_DELIVERY_RATES, type DeliveryRates } from './delivery-rates.js';
import { phoneChannelsOf, type PhoneChannel } from './notify-channel.js';

export interface PickupOutlet {
  /** One line a shopper can find it by: "12 Frederick Street, Port of Spain". */
  address: string;
  /** For search engines' address: the street, town and region apart. */
  street: string;
  town: string;
  region: string;
  hours: string;
  phone: string;
}

export interface BankDetails {
  accountName: string;
  bank: string;
  accountNumber: string;
  swift: string;
  receiptNote: string;
}

export interface ShopSettings {
  name: string;
  legalName: string;
  tagline: string;
  email: string;
  phone: string;
  /** The chat app's international number, digits only. */
  chatNumber: string;
  chatGreeting: string;
  pickups: PickupOutlet[];
  bank: BankDetails;
  social: { facebook: string; instagram: string };
  delivery: DeliveryRates;
  /** Staff are told when an order leaves this many units or fewer of a product. */
  lowStockThreshold: number;
}

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const MAX_PICKUP_OUTLETS = 5;
export const SETTINGS_TEXT_MAX = 200;
export const SETTINGS_NOTE_MAX = 500;

export const EMPTY_BANK: BankDetails = { accountName: '', bank: '', accountNumber: '', swift: '', receiptNote: '' };

/** A shop nobody has set up yet: a name to show, the spec's delivery terms, no contacts, no bank transfer. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  name: 'Our shop',
  legalName: '',
  tagline: 'Natural body, skin and hair care from Trinidad and Tobago',
  email: '',
  phone: '',
  chatNumber: '',
  chatGreeting: "Hello! I'd like to ask about a product.",
  pickups: [],
  bank: EMPTY_BANK,
  social: { facebook: '', instagram: '' },
  delivery: SPEC_DELIVERY_RATES,
  lowStockThreshold: DEFAULT_LOW_STOCK_THRESHOLD,
};

/** Bank transfer is offered only once the account a shopper pays into is known. */
export function bankTransferReady(bank: BankDetails): boolean {
  return !!(bank.accountName.trim() && bank.bank.trim() && bank.accountNumber.trim());
}

/** The chat link with a first message; null when the shop has no chat number. */
export function chatLink(shop: Pick<ShopSettings, 'chatNumber' | 'chatGreeting'>, text: string = shop.chatGreeting): string | null {
  if (!shop.chatNumber) return null;
  return `https://wa.me/${shop.chatNumber}?text=${encodeURIComponent(text)}`;
}

/** The outlet orders are collected from (the first one); undefined when the shop has none. */
export function mainPickup(shop: Pick<ShopSettings, 'pickups'>): PickupOutlet | undefined {
  return shop.pickups[0];
}

/** The legal name, or the shop's name when it has none of its own. */
export function legalNameOf(shop: Pick<ShopSettings, 'name' | 'legalName'>): string {
  return shop.legalName || shop.name;
}

/** What shoppers' pages and widgets are told: everything but the back office's own threshold, and the phone
 * channels the host sends order updates by (none until it is set up to). */
export type PublicShopSettings = Omit<ShopSettings, 'lowStockThreshold'> & { phoneChannels: PhoneChannel[] };

export function publicShopSettings(settings: ShopSettings, phoneChannels: PhoneChannel[] = []): PublicShopSettings {
  const { lowStockThreshold: _internal, ...shown } = settings;
  return { ...shown, phoneChannels };
}

/** A received public answer made complete, as completeShopSettings does for the stored settings. */
export function completePublicShopSettings(raw: unknown): PublicShopSettings {
  const channels = typeof raw === 'object' && raw !== null ? (raw as { phoneChannels?: unknown }).phoneChannels : undefined;
  return publicShopSettings(completeShopSettings(raw), phoneChannelsOf(channels));
}

/** The public answer's path (relative to the API base), also the key its preloaded copy is carried under. */
export const SHOP_SETTINGS_PATH = 'api/shop/Settings';

/** Stored or received settings made complete: anything missing or of the wrong kind takes the default. */
export function completeShopSettings(raw: unknown): ShopSettings {
  const stored = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Partial<ShopSettings>;
  const d = DEFAULT_SHOP_SETTINGS;
  const part = <T extends object>(value: unknown, fallback: T): T => ({ ...fallback, ...(typeof value === 'object' && value !== null ? value : {}) });
  return {
    ...d,
    ...stored,
    pickups: Array.isArray(stored.pickups) ? stored.pickups : d.pickups,
    bank: part(stored.bank, EMPTY_BANK),
    social: part(stored.social, d.social),
    delivery: part(stored.delivery, d.delivery),
  };
}
