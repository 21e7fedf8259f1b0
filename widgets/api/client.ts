// The store API client: one ky instance per configuration (rebuilt when $config changes).
// - prefixUrl = apiBase; JSON in and out; no answer within 20 s is ky's TimeoutError.
// - credentials 'same-origin': cookies go only to the page's own origin, so a partner page on another
//   origin sends none (it authenticates with the bearer token only, governed by CORS).
// - Non-GET requests to the page's own origin carry the anti-forgery token: cookie XSRF-TOKEN is sent
//   back in header X-XSRF-TOKEN (docs/api.md#anti-forgery).
// - Logged in: Authorization: Bearer <cjwt>.
// - A GET that fails on the network or meets a busy host (502-504) is sent again, twice, after 0.3 s and 0.6 s
//   (ky's retry). A POST is retried only when the caller passes a retry policy: the order calls, whose
//   Idempotency-Key makes a repeat safe (order-retry.ts).
// Errors: a 4xx JSON {success:false,msg} comes back from post() as a value; other HTTP errors and
// network failures throw (ApiError / fetch's TypeError / ky's TimeoutError).
import ky, { HTTPError, type KyInstance, type Options, type RetryOptions } from 'ky';
import { $config, type Config } from '../runtime/config.js';
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

const TIMEOUT_MS = 20_000;
const GET_RETRY: RetryOptions = { limit: 2, methods: ['get'], statusCodes: [502, 503, 504], maxRetryAfter: 3000 };

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

/** The anti-forgery header on a same-origin request that changes something. */
export function addAntiForgery(request: Request): void {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD' || !isSameOrigin(request.url)) return;
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
}

/** What every client of the store (this one, the back office's) shares; `prefixUrl` under apiBase. */
export function storeClient(prefixUrl: string, token: () => string | null): KyInstance {
  return ky.create({
    prefixUrl,
    credentials: 'same-origin',
    timeout: TIMEOUT_MS,
    retry: GET_RETRY,
    // 4xx answers are values (the callers read their message); 5xx are thrown, so ky's retry can see them.
    throwHttpErrors: (status) => status >= 500,
    // Resolved at call time, so tests (and polyfills) can replace globalThis.fetch.
    fetch: (input, init) => globalThis.fetch(input, init),
    headers: { Accept: 'application/json' },
    hooks: {
      beforeRequest: [
        (request) => {
          addAntiForgery(request);
          const bearer = token();
          if (bearer) request.headers.set('Authorization', `Bearer ${bearer}`);
        },
      ],
    },
  });
}

let cache: { config: Config; client: KyInstance } | null = null;

/** The client for the current configuration. */
export function apiClient(): KyInstance {
  const config = $config.get();
  if (cache?.config !== config) cache = { config, client: storeClient(config.apiBase, () => bearerToken()) };
  return cache.client;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export function searchParams(query: Query | URLSearchParams | undefined): URLSearchParams | undefined {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) return query;
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') out.set(k, String(v));
  return out;
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function messageOf(body: unknown, fallback: string): string {
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
  /** ky's retry policy for this call (order-retry.ts for the order calls). */
  retry?: RetryOptions;
}

/** The response, or ApiError for a 5xx that ky gave up on. */
export async function answer(request: Promise<Response>): Promise<Response> {
  try {
    return await request;
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const { response } = error;
    const body = await readBody(response).catch(() => undefined);
    throw new ApiError(response.status, messageOf(body, `HTTP ${response.status}`), body, retryAfterMs(response.headers.get('retry-after')));
  }
}

/** GET path (relative to apiBase, no leading slash). Any non-2xx throws ApiError. */
export async function get<T>(path: string, opts: CallOptions = {}): Promise<T> {
  const response = await answer(apiClient().get(path, kyOptions(opts)));
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, messageOf(body, `HTTP ${response.status}`), body);
  return body as T;
}

/**
 * POST a JSON body. 2xx -> the parsed body; 4xx with a JSON message -> {success:false,msg} as a value
 * (plus any other fields the server sent); other statuses throw ApiError; network failures throw.
 */
export async function post<T extends object>(path: string, json: unknown, opts: CallOptions = {}): Promise<T | ApiFailure> {
  const response = await answer(apiClient().post(path, { ...kyOptions(opts), json: json ?? {} }));
  const body = await readBody(response);
  if (response.ok) return (body ?? {}) as T;
  if (body && typeof body === 'object') return { ...(body as object), success: false, msg: messageOf(body, `HTTP ${response.status}`) };
  throw new ApiError(response.status, messageOf(body, `HTTP ${response.status}`), body);
}

/** Retry-After as delta-seconds or an HTTP date -> milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function kyOptions(opts: CallOptions): Options {
  const o: Options = {};
  if (opts.signal) o.signal = opts.signal;
  if (opts.headers) o.headers = opts.headers;
  if (opts.retry) o.retry = opts.retry;
  const sp = searchParams(opts.query);
  if (sp) o.searchParams = sp;
  return o;
}
