// Checks the shop settings the back office saves (docs/back-office.md#settings): the first problem, in words the owner
// can act on, or the settings trimmed and complete. Pure: the Settings screen shows the same message the host answers.
import { MAX_PICKUP_OUTLETS, SETTINGS_NOTE_MAX, SETTINGS_TEXT_MAX, type BankDetails, type PickupOutlet, type ShopSettings } from './shop-settings.js';
import { type DeliveryRates } from './delivery-rates.js';
import { isEmail } from './validation.js';

export type SettingsCheck = { ok: true; settings: ShopSettings } | { ok: false; msg: string };

export const SETTINGS_MESSAGES = {
  notAnObject: 'Settings must be an object of shop details.',
  nameRequired: 'Shop name is required.',
  email: 'Contact email is not a valid email address.',
  chatNumber: 'Chat number must be the international number in digits only (8 to 15 digits, such as 18681234567).',
  tooManyPickups: `A shop has at most ${MAX_PICKUP_OUTLETS} pickup outlets.`,
  pickupAddress: (n: number) => `Pickup outlet ${n}: the address is required.`,
  pickupHours: (n: number) => `Pickup outlet ${n}: the opening hours are required.`,
  bankIncomplete: 'Bank details: account name, bank and account number are all required to offer bank transfer (or leave all three empty).',
  accountName: 'Bank details: the account name is required.',
  accountNumber: 'Bank details: the account number may hold digits, spaces and dashes only.',
  swift: 'Bank details: the SWIFT code must be 8 or 11 letters and digits (such as ABCDTTPX).',
  socialLink: (site: string) => `The ${site} link must be a web address starting with https://.`,
  money: (what: string) => `${what} must be an amount of TT$0 or more (at most TT$100,000).`,
  threshold: 'The low-stock threshold must be a whole number from 0 to 10,000.',
  tooLong: (what: string, max: number) => `${what} is too long (at most ${max} characters).`,
} as const;

const M = SETTINGS_MESSAGES;
const MONEY_MAX = 100_000;

class Refused extends Error {}

function fail(msg: string): never {
  throw new Refused(msg);
}

type Bag = Record<string, unknown>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);

function text(bag: Bag, key: string, what: string, max = SETTINGS_TEXT_MAX): string {
  const raw = bag[key];
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') fail(`${what} must be text.`);
  const value = raw.trim();
  if (value.length > max) fail(M.tooLong(what, max));
  return value;
}

function money(bag: Bag, key: string, what: string): number {
  const raw = bag[key];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MONEY_MAX) fail(M.money(what));
  return Math.round(value * 100) / 100;
}

function pickupOf(raw: unknown, n: number): PickupOutlet {
  if (!isBag(raw)) fail(M.pickupAddress(n));
  const outlet: PickupOutlet = {
    address: text(raw, 'address', `Pickup outlet ${n}'s address`),
    street: text(raw, 'street', `Pickup outlet ${n}'s street`),
    town: text(raw, 'town', `Pickup outlet ${n}'s town`),
    region: text(raw, 'region', `Pickup outlet ${n}'s region`),
    hours: text(raw, 'hours', `Pickup outlet ${n}'s hours`),
    phone: text(raw, 'phone', `Pickup outlet ${n}'s phone`),
  };
  if (!outlet.address) fail(M.pickupAddress(n));
  if (!outlet.hours) fail(M.pickupHours(n));
  return outlet;
}

function bankOf(raw: unknown): BankDetails {
  const bag = isBag(raw) ? raw : {};
  const bank: BankDetails = {
    accountName: text(bag, 'accountName', 'The account name'),
    bank: text(bag, 'bank', 'The bank'),
    accountNumber: text(bag, 'accountNumber', 'The account number', 40),
    swift: text(bag, 'swift', 'The SWIFT code', 11).toUpperCase(),
    receiptNote: text(bag, 'receiptNote', 'The receipt note', SETTINGS_NOTE_MAX),
  };
  const entered = [bank.accountName, bank.bank, bank.accountNumber].filter(Boolean).length;
  if (entered > 0 && !bank.accountName) fail(M.accountName);
  if (entered > 0 && entered < 3) fail(M.bankIncomplete);
  if (bank.accountNumber && !/^[0-9][0-9 -]*[0-9]$|^[0-9]$/.test(bank.accountNumber)) fail(M.accountNumber);
  if (bank.swift && !/^[A-Z0-9]{8}([A-Z0-9]{3})?$/.test(bank.swift)) fail(M.swift);
  return bank;
}

function socialLink(bag: Bag, key: string, site: string): string {
  const link = text(bag, key, `The ${site} link`);
  if (link && !/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/[^\s"'<>]*)?$/i.test(link)) fail(M.socialLink(site));
  return link;
}

function deliveryOf(raw: unknown): DeliveryRates {
  const bag = isBag(raw) ? raw : {};
  return {
    minimum: money(bag, 'minimum', 'The delivery minimum'),
    trinidad: money(bag, 'trinidad', 'Freight to Trinidad'),
    trinidadFreeDelivery: money(bag, 'trinidadFreeDelivery', 'Freight to Trinidad with free delivery'),
    tobago: money(bag, 'tobago', 'Freight to Tobago'),
    tobagoFreeDelivery: money(bag, 'tobagoFreeDelivery', 'Freight to Tobago with free delivery'),
  };
}

function readSettings(raw: unknown): ShopSettings {
  if (!isBag(raw)) fail(M.notAnObject);
  const name = text(raw, 'name', 'The shop name', 100);
  if (!name) fail(M.nameRequired);
  const email = text(raw, 'email', 'The contact email', 254);
  if (email && !isEmail(email)) fail(M.email);
  const chatNumber = text(raw, 'chatNumber', 'The chat number', 15).replace(/[\s+]/g, '');
  if (chatNumber && !/^\d{8,15}$/.test(chatNumber)) fail(M.chatNumber);
  const pickups = raw.pickups ?? [];
  if (!Array.isArray(pickups)) fail(M.pickupAddress(1));
  if (pickups.length > MAX_PICKUP_OUTLETS) fail(M.tooManyPickups);
  const social = isBag(raw.social) ? raw.social : {};
  const threshold = raw.lowStockThreshold;
  if (typeof threshold !== 'number' || !Number.isInteger(threshold) || threshold < 0 || threshold > 10_000) fail(M.threshold);
  return {
    name,
    legalName: text(raw, 'legalName', 'The legal name'),
    tagline: text(raw, 'tagline', 'The tagline'),
    email,
    phone: text(raw, 'phone', 'The contact phone', 40),
    chatNumber,
    chatGreeting: text(raw, 'chatGreeting', 'The chat greeting'),
    pickups: pickups.map((p, i) => pickupOf(p, i + 1)),
    bank: bankOf(raw.bank),
    social: { facebook: socialLink(social, 'facebook', 'Facebook'), instagram: socialLink(social, 'instagram', 'Instagram') },
    delivery: deliveryOf(raw.delivery),
    lowStockThreshold: threshold,
  };
}

export function checkShopSettings(raw: unknown): SettingsCheck {
  try {
    return { ok: true, settings: readSettings(raw) };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, msg: err.message };
    throw err;
  }
}
