// The customer session (docs/domain.md#session): the token lives in
// localStorage 'cjwt'. An expired or unreadable token is a silent logout.
import { atom } from 'nanostores';
import { jwtDecode } from 'jwt-decode';
import type { CustomerClaims } from '../domain/types.js';
import { local, StorageKey } from './storage.js';
import { setTokenSource } from '../api/client.js';

export interface Session {
  loggedIn: boolean;
  token: string | null;
  customerNo: string; // custom_id
  email: string; // custom_Email
  mobile: string; // custom_mobile
  name: string; // custom_CustomerName (display name)
  exp: number | null; // seconds since the epoch
}

export const loggedOut: Session = Object.freeze({
  loggedIn: false,
  token: null,
  customerNo: '',
  email: '',
  mobile: '',
  name: '',
  exp: null,
});

/** Decodes a token into a session; null when missing, unreadable or expired. */
export function sessionFromToken(token: string | null | undefined, nowMs: number = Date.now()): Session | null {
  if (!token || typeof token !== 'string') return null;
  let claims: Partial<CustomerClaims>;
  try {
    claims = jwtDecode<Partial<CustomerClaims>>(token);
  } catch {
    return null;
  }
  if (!claims || typeof claims !== 'object') return null;
  const exp = typeof claims.exp === 'number' ? claims.exp : null;
  if (exp !== null && exp * 1000 <= nowMs) return null;
  return {
    loggedIn: true,
    token,
    customerNo: String(claims.custom_id ?? ''),
    email: String(claims.custom_Email ?? ''),
    mobile: String(claims.custom_mobile ?? ''),
    name: String(claims.custom_CustomerName ?? ''),
    exp,
  };
}

function readStored(): Session {
  const s = sessionFromToken(local.get(StorageKey.token));
  if (!s && local.get(StorageKey.token) !== null) local.set(StorageKey.token, null); // silent logout
  return s ?? loggedOut;
}

export const $session = atom<Session>(readStored());

/** Accepts the token only if present and not expired (docs/domain.md#session); stores it. Returns whether accepted. */
export function login(token: string | null | undefined): boolean {
  const s = sessionFromToken(token);
  if (!s) return false;
  local.set(StorageKey.token, s.token);
  $session.set(s);
  return true;
}

export function logout(): void {
  local.set(StorageKey.token, null);
  if ($session.get().loggedIn) $session.set(loggedOut);
}

/** The bearer token to send, or null; a token that expired since start-up logs out silently. */
export function currentToken(nowMs: number = Date.now()): string | null {
  const s = $session.get();
  if (!s.loggedIn) return null;
  if (s.exp !== null && s.exp * 1000 <= nowMs) {
    logout();
    return null;
  }
  return s.token;
}

// Every API call made while this store is loaded carries its token (the client asks at call time).
setTokenSource(currentToken);

/** Re-reads the stored token (start-up, another tab logging in or out). */
export function reloadSession(): void {
  const next = readStored();
  const cur = $session.get();
  if (next.token !== cur.token) $session.set(next);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === StorageKey.token) reloadSession();
  });
}
