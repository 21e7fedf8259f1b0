// The store API client: fetch with what the store's calls need and no more (a general client library weighs more
// than the product card's own code, and every partner page downloads this module).
// - Paths are relative to apiBase; JSON in and out.
// - credentials 'same-origin': cookies go only to the page's own origin, so a partner page on another
//   origin sends none (it authenticates with the bearer token only, governed by CORS).
// - Non-GET requests to the page's own origin carry the anti-forgery token: cookie XSRF-TOKEN is sent
//   back in header X-XSRF-TOKEN (docs/api.md#anti-forgery).
// - Logged in: Authorization: Bearer <cjwt>.
// - A GET that fails on the network (a dropped connection) is sent again, twice, after 0.3 s and 0.6 s; orders
//   have their own retries with an Idempotency-Key (order-retry.ts).
// - No answer within 20 s: TimeoutError.
// Errors: a 4xx JSON {success:false,msg} comes back from post() as a value; other HTTP errors and
// network failures throw (ApiError / fetch's TypeError / TimeoutError).
import { getConfig } from '../runtime/config.js';
import { XSRF_COOKIE, XSRF_HEADER } from '../domain/anti-forgery.js';

export interface ApiFailure {
  success: false;
  msg: string;
}

/** An HTTP error that was not a {success:false,msg} answer (or came from a GET). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    /** The answer's Retry-After, in milliseconds (a 503 from the host's load shedding). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** No answer within TIMEOUT_MS (order-retry.ts retries it by this name). */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

const TIMEOUT_MS = 20_000;
const GET_RETRY_DELAYS_MS = [300, 600];

/** The bearer token to send, or null. The session store hands over its reader (state/session.ts): the client
 * must not import the stores, which call the API themselves. */
let bearerToken: () => string | null = () => null;

export function setTokenSource(read: () => string | null): void {
  bearerToken = read;
}

export function readCookie(name: string): string | null {
  let cookies = '';
  try {
    cookies = globalThis.document?.cookie ?? '';
  } catch {
    return null; // sandboxed documents may throw on cookie access
  }
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

export function isSameOrigin(url: string): boolean {
  try {
    const page = globalThis.location?.origin;
    return !!page && new URL(url, page).origin === page;
  } catch {
    return false;
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

function searchParams(query: Query | URLSearchParams | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) return query;
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out.set(k, String(v));
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as { msg?: unknown; message?: unknown };
    if (typeof b.msg === 'string') return b.msg;
    if (typeof b.message === 'string') return b.message;
  }
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 300);
  return fallback;
}

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  query?: Query | URLSearchParams;
}

/** GET path (relative to apiBase, no leading slash). Any non-2xx throws ApiError. */
export async function get<T>(path: string, opts: CallOptions = {}): Promise<T> {
  const response = await send('GET', path, opts);
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, messageOf(body, `HTTP ${response.status}`), body);
  return body as T;
}

/**
 * POST a JSON body. 2xx -> the parsed body; 4xx with a JSON message -> {success:false,msg} as a value
 * (plus any other fields the server sent); other statuses throw ApiError; network failures throw.
 */
export async function post<T extends object>(path: string, json: unknown, opts: CallOptions = {}): Promise<T | ApiFailure> {
  const response = await send('POST', path, opts, JSON.stringify(json ?? {}));
  const body = await readBody(response);
  if (response.ok) return (body ?? {}) as T;
  if (response.status >= 400 && response.status < 500 && body && typeof body === 'object') {
    return { ...(body as object), success: false, msg: messageOf(body, `HTTP ${response.status}`) };
  }
  throw new ApiError(response.status, messageOf(body, `HTTP ${response.status}`), body, retryAfterMs(response.headers.get('retry-after')));
}

async function send(method: 'GET' | 'POST', path: string, opts: CallOptions, body?: string): Promise<Response> {
  const url = new URL(path, getConfig().apiBase);
  const query = searchParams(opts.query);
  if (query) url.search = query.toString();
  const headers = new Headers(opts.headers);
  headers.set('Accept', 'application/json');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (method !== 'GET' && isSameOrigin(url.href)) {
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf) headers.set(XSRF_HEADER, xsrf);
  }
  const token = bearerToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) init.body = body;
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetchWithin(url.href, init, opts.signal);
    } catch (error) {
      const delay = GET_RETRY_DELAYS_MS[attempt];
      if (method !== 'GET' || !(error instanceof TypeError) || delay === undefined || opts.signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** fetch, given up after TIMEOUT_MS (TimeoutError) or when `signal` aborts (fetch's AbortError). */
function fetchWithin(url: string, init: RequestInit, signal: AbortSignal | undefined): Promise<Response> {
  const controller = new AbortController();
  const abort = () => controller.abort(signal?.reason);
  if (signal?.aborted) abort();
  else signal?.addEventListener('abort', abort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new TimeoutError(`No answer from the store within ${TIMEOUT_MS / 1000} s`));
      controller.abort();
    }, TIMEOUT_MS);
  });
  // Resolved at call time, so tests (and polyfills) can replace globalThis.fetch.
  return Promise.race([globalThis.fetch(url, { ...init, signal: controller.signal }), timedOut]).finally(() => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  });
}

/** Retry-After as delta-seconds or an HTTP date -> milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
