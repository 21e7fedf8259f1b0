// May this page call the store API (docs/embedding.md)? On the store's own pages, yes. On another origin the store
// answers GET api/shop/EmbedAccess (readable from any origin): a partner site whose origin is not saved with its
// shop gets a notice for its owner instead of widgets whose calls CORS would refuse. Asked once per page, as
// soon as the runtime starts, so the answer is usually in before a widget's own code has loaded.
import { atom, onMount } from 'nanostores';
import { $config } from '../runtime/config.js';
import { isSameOrigin } from '../api/client.js';
import { getEmbedAccess } from '../api/embed-access.js';

export type EmbedAccess = { state: 'allowed' } | { state: 'checking' } | { state: 'refused'; origin: string };

const ALLOWED: EmbedAccess = { state: 'allowed' };

const isForeign = () => typeof window !== 'undefined' && !isSameOrigin($config.get().apiBase);

export const $embedAccess = atom<EmbedAccess>(isForeign() ? { state: 'checking' } : ALLOWED);

let asked: { base: string; answer: Promise<void> } | null = null;

/**
 * Asks the store once per API base (later calls share the answer); a failed question lets the widgets try, and
 * say what fails.
 */
export function checkEmbedAccess(): Promise<void> {
  const { apiBase } = $config.get();
  if (!isForeign()) {
    asked = null;
    $embedAccess.set(ALLOWED);
    return Promise.resolve();
  }
  if (asked?.base !== apiBase) {
    $embedAccess.set({ state: 'checking' });
    const answer = ask().then((access) => {
      if (asked?.base === apiBase) $embedAccess.set(access);
    });
    asked = { base: apiBase, answer };
  }
  return asked.answer;
}

async function ask(): Promise<EmbedAccess> {
  const { apiBase, storeBase } = $config.get();
  try {
    const body = await getEmbedAccess(apiBase);
    if (body?.Allowed !== false) return ALLOWED;
    const origin = typeof body.Origin === 'string' ? body.Origin : globalThis.location.origin;
    console.warn(`[trini] ${refusedText(origin, storeBase)}`);
    return { state: 'refused', origin };
  } catch {
    return ALLOWED;
  }
}

/** What the site owner must do, on the page and in the console alike. */
export function refusedText(origin: string, storeBase: string): string {
  return (
    `The store at ${storeBase} does not yet allow this site (${origin}) to show its products. ` +
    `Ask the store to add ${origin} to your shop's site origins (back office, Shops screen); the products appear here as soon as it is saved, ` +
    'with no change to this page.'
  );
}

onMount($embedAccess, () => {
  void checkEmbedAccess();
  return $config.listen(() => void checkEmbedAccess());
});
