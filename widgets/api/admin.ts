// The back office calls (/api/admin/*). The store's client under api/admin/ with the staff token rather than the
// customer's: a staff member may be signed in as a customer too.
// The staff token lives in localStorage, so every tab of the back office is signed in until the token expires (its
// `exp`); signing out in one tab signs out all of them.
import { jwtDecode } from 'jwt-decode';
import { $config } from '../runtime/config.js';
import type { KyInstance } from 'ky';
import { answer, ApiError, messageOf, readBody, searchParams, storeClient } from './client.js';

const TOKEN_KEY = 'trini-staff';

/** Whether a token's `exp` has passed; a token that cannot be read is left to the server to refuse. */
function expired(token: string): boolean {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp === 'number' && exp * 1000 <= Date.now();
  } catch {
    return false;
  }
}

let pageToken: string | null = null;

export function staffToken(): string | null {
  let token: string | null;
  try {
    token = globalThis.localStorage?.getItem(TOKEN_KEY) ?? pageToken;
  } catch {
    token = pageToken;
  }
  if (token && expired(token)) {
    setStaffToken(null);
    return null;
  }
  return token;
}

export function setStaffToken(token: string | null): void {
  pageToken = token;
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage blocked: the session lasts as long as the page
  }
}

/** Calls `fn` when another tab signs in or out (the token in storage changes). */
export function onStaffTokenChange(fn: () => void): () => void {
  const follow = (e: StorageEvent) => {
    if (e.key === TOKEN_KEY || e.key === null) fn();
  };
  globalThis.addEventListener?.('storage', follow);
  return () => globalThis.removeEventListener?.('storage', follow);
}

/** A refusal or failure with the server's message; status 401 means sign in again. */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer as sent (a refused import lists its problems). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | undefined>;

let cache: { apiBase: string; client: KyInstance } | null = null;

/** The store's client under api/admin/, with the staff token instead of the customer's. */
function adminClient(): KyInstance {
  const { apiBase } = $config.get();
  if (cache?.apiBase !== apiBase) cache = { apiBase, client: storeClient(new URL('api/admin/', apiBase).href, staffToken) };
  return cache.client;
}

/** `file`: sent as the body itself (a photo upload), with its own type. */
export async function adminCall<T>(
  method: 'GET' | 'POST',
  path: string,
  opts: { query?: Query; body?: unknown; accept?: string; file?: Blob } = {},
): Promise<T> {
  const client = adminClient();
  const options = { searchParams: searchParams(opts.query), headers: { Accept: opts.accept ?? 'application/json' } };
  const sent = opts.file
    ? { ...options, body: opts.file, headers: { ...options.headers, 'Content-Type': opts.file.type || 'application/octet-stream' } }
    : { ...options, json: opts.body ?? {} };
  const response = await answer(method === 'POST' ? client.post(path, sent) : client.get(path, options)).catch((error: unknown) => {
    if (error instanceof ApiError) throw new AdminError(error.status, error.message, error.body);
    throw error;
  });
  if (opts.accept === 'text/csv' && response.ok) return (await response.text()) as T;
  if (opts.accept?.startsWith('image/') && response.ok) return (await response.blob()) as T;
  const body = await readBody(response);
  if (!response.ok) throw new AdminError(response.status, messageOf(body, `HTTP ${response.status}`), body);
  return (body ?? {}) as T;
}

// ---- The answers' shapes

export interface BoardOrder {
  OrderNo: number;
  OrderDate: string;
  CustomerName: string;
  CustomerMobile: string;
  PMNo: number;
  PMName: string;
  IsPaid: number;
  /** 1: a card payment arrived after the order stopped taking payments; the shop owes a refund. */
  RefundDue?: number;
  IsPickup: number;
  ShopNo: number;
  ShopName: string;
  Source: number;
  TotalAmount: number;
  Status: string;
  NextStatuses: string[];
}

export interface HistoryRow {
  Status: string;
  At: string | null;
  Note: string;
  By: string;
}

export interface AdminOrder extends BoardOrder {
  CustomerEmail: string;
  CustomerAddress: string;
  CityName: string;
  Remarks: string;
  ItemTotal: number;
  Freight: number;
  OrderProductList: Array<{
    LineNo: number;
    ProductNo: number;
    ProductName: string;
    Color: string;
    Size: string;
    Quantity: number;
    Rate: number;
    TotalAmount: number;
  }>;
  StatusHistory: HistoryRow[];
  Returns: Array<{ RmaNo: number; Status: string }>;
}

export interface AdminReturn {
  RmaNo: number;
  RMANo: string;
  OrderNo: number | null;
  CreatedAt: string;
  CustomerName: string;
  Telephone: string;
  ProductName: string;
  Quantity: number;
  Details: string;
  Status: string;
  StatusNote: string;
  NextStatuses: string[];
}

export interface Shop {
  ShopNo: number;
  ShopName: string;
  /** The shop's site origins, allowed by CORS (docs/embedding.md). */
  Origins: string[];
}

export interface ReportRow {
  ShopNo: number;
  ShopName: string;
  Source: number;
  Orders: number;
  /** Net of refunded returns. */
  Units: number;
  /** Net of refunded returns. */
  Revenue: number;
  RefundedUnits?: number;
  Refunds?: number;
}

export interface Report {
  Rows: ReportRow[];
  Daily: Array<{ Day: string; ShopNo: number; Revenue: number }>;
}

export interface EditableProduct {
  ProductNo: number;
  ProductName: string;
  Price: number;
  SalesPrice: number;
  SalesPrice2: number;
  SalesPrice3: number;
  SalesPrice5: number;
  DiscountPercent: number;
  IsSoldOut: boolean;
  RibbonText: string;
}
