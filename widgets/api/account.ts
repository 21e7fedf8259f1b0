// The account pages' calls (docs/api.md#account-calls, same PascalCase style as docs/api.md): the customer's
// details, password, orders, tracking and product returns. All but TrackOrder, GetGuestOrder and SaveProductReturn need
// the bearer token (sent by the client when logged in). GETs throw on failure; POSTs resolve
// {success:false,msg} for a 4xx answer.
import type { OrderDetail, OrderHistoryRow, ReturnableOrder } from '../domain/types.js';
import { get, post, type ApiFailure, type CallOptions } from './client.js';
import type { ProductReturnPayload } from '../domain/returns.js';

export interface Account {
  CustomerNo: number;
  CustomerName: string;
  Mobile1: string;
  EmailID: string;
  Address: string;
}

export interface TrackedOrder {
  OrderNo: number;
  Status: string;
  OrderDate: string;
  IsPickup: number;
}

export interface Answer {
  success: boolean;
  msg: string;
}

const answer = <T extends object>(res: T & { success?: unknown; msg?: unknown }) => ({
  ...res,
  success: res.success === true,
  msg: typeof res.msg === 'string' ? res.msg : '',
});

/** GET /api/customer/GetAccount */
export function getAccount(opts: CallOptions = {}): Promise<Account> {
  return get<Account>('api/customer/GetAccount', opts);
}

/** POST /api/customer/UpdateAccount {CustomerName, EmailID, Address} -> {success, msg, jwt} (a re-issued token). */
export async function updateAccount(
  body: { CustomerName: string; EmailID: string; Address: string },
  opts: CallOptions = {},
): Promise<Answer & { jwt?: string }> {
  return answer(await post<Answer & { jwt?: string }>('api/customer/UpdateAccount', body, opts));
}

/**
 * POST /api/customer/ChangePassword {CurrentPassword, NewPassword, ConfirmPassword} -> {success, msg, jwt}: the change
 * revokes every earlier token, this one included, and `jwt` is the account's new one.
 */
export async function changePassword(
  body: { CurrentPassword: string; NewPassword: string; ConfirmPassword: string },
  opts: CallOptions = {},
): Promise<Answer & { jwt?: string }> {
  return answer(await post<Answer & { jwt?: string }>('api/customer/ChangePassword', body, opts));
}

/** GET /api/shop/GetOrderHistory -> the logged-in customer's orders, newest first. */
export async function getOrderHistory(opts: CallOptions = {}): Promise<OrderHistoryRow[]> {
  const rows = await get<OrderHistoryRow[] | null>('api/shop/GetOrderHistory', opts);
  return Array.isArray(rows) ? rows : [];
}

/** GET /api/shop/GetOrder?OrderNo= (the customer's own orders only; another's is a 404). */
export function getOrder(orderNo: number, opts: CallOptions = {}): Promise<OrderDetail> {
  return get<OrderDetail>('api/shop/GetOrder', { ...opts, query: { OrderNo: orderNo } });
}

export interface OrderProgress {
  StatusHistory: Array<{ Status: string; At: string | null; Note: string }>;
  Returns: Array<{ RMANo: string; ProductName: string; Quantity: number; Status: string; StatusNote: string; StatusChangedAt: string | null }>;
}

/** GET /api/shop/GetOrderProgress?OrderNo= -> the order's status history and the shop's answers to its returns. */
export function getOrderProgress(orderNo: number, opts: CallOptions = {}): Promise<OrderProgress> {
  return get<OrderProgress>('api/shop/GetOrderProgress', { ...opts, query: { OrderNo: orderNo } });
}

/** GET /api/shop/TrackOrder?OrderNo=&Mobile= (works for guests: the mobile proves the order is theirs). */
export function trackOrder(orderNo: number, mobile: string, opts: CallOptions = {}): Promise<TrackedOrder> {
  return get<TrackedOrder>('api/shop/TrackOrder', { ...opts, query: { OrderNo: orderNo, Mobile: mobile } });
}

/** POST /api/shop/GetGuestOrder {OrderNo, Mobile}: a guest order by its number and mobile (the mobile never in a URL). */
export function getGuestOrder(orderNo: number, mobile: string, opts: CallOptions = {}): Promise<(ReturnableOrder & { success: true }) | ApiFailure> {
  return post<ReturnableOrder & { success: true }>('api/shop/GetGuestOrder', { OrderNo: orderNo, Mobile: mobile }, opts);
}

/** POST /api/shop/SaveProductReturn -> {success, msg, RMANo: 'RMA-000123'}. */
export async function saveProductReturn(body: ProductReturnPayload, opts: CallOptions = {}): Promise<Answer & { RMANo?: string }> {
  return answer(await post<Answer & { RMANo?: string }>('api/shop/SaveProductReturn', body, opts));
}
