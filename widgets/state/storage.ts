// Browser storage that never throws: private mode, sandboxed iframes and disabled cookies make
// localStorage/sessionStorage access throw (even reading the property). Failures read as "absent".

type Kind = 'localStorage' | 'sessionStorage';

function store(kind: Kind): Storage | null {
  try {
    return globalThis[kind] ?? null;
  } catch {
    return null;
  }
}

export function readStorage(kind: Kind, key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes (or removes, for null). Returns false when storage is unavailable or full. */
export function writeStorage(kind: Kind, key: string, value: string | null): boolean {
  try {
    const s = store(kind);
    if (!s) return false;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Whether a storage event is about localStorage (sessionStorage's come from frames of the same tab). */
export function isLocalStorage(area: Storage | null): boolean {
  return area !== null && area === store('localStorage');
}

export const local = {
  get: (key: string) => readStorage('localStorage', key),
  set: (key: string, value: string | null) => writeStorage('localStorage', key, value),
};

export const session = {
  get: (key: string) => readStorage('sessionStorage', key),
  set: (key: string, value: string | null) => writeStorage('sessionStorage', key, value),
};

export { StorageKey } from '../domain/constants.js';
