// Customer calls of docs/api.md#customers: login, registration, reviews. 4xx {success:false,msg} come back as values.
import type { ApiResult, RegistrationPayload, ReviewPayload } from '../domain/types.js';
import { post, type ApiFailure, type CallOptions } from './client.js';

export type LoginResult = { success: true; Token: string } | ApiFailure;

/** POST /api/Auth/CLogin {Mobile, Password} -> {Token}; failure answers 4xx {success:false,msg}. */
export async function login(Mobile: string, Password: string, opts: CallOptions = {}): Promise<LoginResult> {
  const res = await post<{ Token?: string; success?: boolean; msg?: string }>('api/Auth/CLogin', { Mobile, Password }, opts);
  if (res.success !== false && typeof (res as { Token?: unknown }).Token === 'string' && (res as { Token: string }).Token) {
    return { success: true, Token: (res as { Token: string }).Token };
  }
  return { success: false, msg: typeof res.msg === 'string' && res.msg ? res.msg : 'Login failed' };
}

export interface RegisterResult {
  success: boolean;
  jwt?: string;
  msg: string;
}

/** POST /api/customer/register -> {success, jwt, msg}. */
export async function register(payload: RegistrationPayload, opts: CallOptions = {}): Promise<RegisterResult> {
  const res = await post<RegisterResult>('api/customer/register', payload, opts);
  return { ...res, success: res.success === true, msg: res.msg ?? '' };
}

/** POST /api/trini/saveproductreview -> {success, msg}. */
export async function saveReview(payload: ReviewPayload, opts: CallOptions = {}): Promise<ApiResult> {
  const res = await post<ApiResult>('api/trini/saveproductreview', payload, opts);
  return { ...res, success: res.success === true, msg: res.msg ?? '' };
}
