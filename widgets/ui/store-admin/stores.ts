// The local store records of docs/screens.md#store-admin / docs/domain.md#entities, kept only in this browser under localStorage
// 'stores' (docs/architecture.md#decisions). A new store gets StoreNo = highest + 1 (1 if none); an edit replaces in place.
import { STORE_WEBSITES } from '../../domain/constants.js';
import { local, session, StorageKey } from '../../state/storage.js';

export interface Store {
  StoreNo: number;
  StoreName: string;
  StoreDescription: string;
  StoreAddress: string;
  StoreAddress2: string;
  StoreMobile: string;
  IsOnline: boolean;
  FullName: string;
  StorePhone: string;
  FacebookURL: string;
  EmailID: string;
  TermsConditions: string;
  TermsConditions2: string;
  ThanksMessage: string;
  InstagramUrl: string;
  YoutubeUrl: string;
  TwitterUrl: string;
  IsWarehouse: boolean;
  WebsiteNo: number; // 101 or 102
  Website: string;
}

export type StoreDraft = Omit<Store, 'StoreNo'>;

export function emptyStore(): StoreDraft {
  return {
    StoreName: '',
    StoreDescription: '',
    StoreAddress: '',
    StoreAddress2: '',
    StoreMobile: '',
    IsOnline: false,
    FullName: '',
    StorePhone: '',
    FacebookURL: '',
    EmailID: '',
    TermsConditions: '',
    TermsConditions2: '',
    ThanksMessage: '',
    InstagramUrl: '',
    YoutubeUrl: '',
    TwitterUrl: '',
    IsWarehouse: false,
    WebsiteNo: STORE_WEBSITES[0],
    Website: '',
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** Whatever an older version (or a person) stored is read field by field; records without a StoreNo are dropped. */
function fromStored(raw: unknown): Store | null {
  const r = raw as Record<string, unknown> | null;
  const no = Number(r?.StoreNo);
  if (!r || typeof r !== 'object' || !Number.isInteger(no) || no < 1) return null;
  const base = emptyStore();
  const website = Number(r.WebsiteNo);
  return {
    ...base,
    ...Object.fromEntries(
      Object.keys(base)
        .filter((k) => typeof base[k as keyof StoreDraft] === 'string')
        .map((k) => [k, text(r[k])]),
    ),
    StoreNo: no,
    IsOnline: flag(r.IsOnline),
    IsWarehouse: flag(r.IsWarehouse),
    WebsiteNo: (STORE_WEBSITES as readonly number[]).includes(website) ? website : base.WebsiteNo,
  } as Store;
}

export function readStores(): Store[] {
  try {
    const parsed: unknown = JSON.parse(local.get(StorageKey.stores) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(fromStored).filter((s): s is Store => s !== null) : [];
  } catch {
    return [];
  }
}

/** False when the browser refuses to store (private mode, full storage). */
export function writeStores(stores: readonly Store[]): boolean {
  return local.set(StorageKey.stores, JSON.stringify(stores));
}

export function nextStoreNo(stores: readonly Store[]): number {
  return stores.reduce((max, s) => Math.max(max, s.StoreNo), 0) + 1;
}

/** Adds (storeNo undefined) or replaces in place; returns the new list and the store as saved. */
export function upsertStore(stores: readonly Store[], draft: StoreDraft, storeNo?: number): { stores: Store[]; saved: Store } {
  if (storeNo !== undefined && stores.some((s) => s.StoreNo === storeNo)) {
    const saved = { ...draft, StoreNo: storeNo };
    return { stores: stores.map((s) => (s.StoreNo === storeNo ? saved : s)), saved };
  }
  const saved = { ...draft, StoreNo: nextStoreNo(stores) };
  return { stores: [...stores, saved], saved };
}

// A message for the list page after an edit: the form navigates there, so it cannot show it itself.
const FLASH_KEY = 'storeFlash'; // sessionStorage
export function setFlash(message: string): void {
  session.set(FLASH_KEY, message);
}
export function takeFlash(): string | null {
  const message = session.get(FLASH_KEY);
  if (message !== null) session.set(FLASH_KEY, null);
  return message;
}
