// The page's one polite live region. <trini-toasts> renders it, empty, as soon as the first
// widget starts; a message set later is a change inside a region that already exists, which screen
// readers announce (a region inserted with its text already inside often is not). Cart changes, order
// notices and snack bar texts all speak through it.
import { atom } from 'nanostores';

export interface Announcement {
  /** A new id per message: the same words twice are a new node, so they are read again. */
  id: number;
  text: string;
}

/** The message is cleared after this long, so browsing the page later does not find stale text. */
export const ANNOUNCEMENT_CLEAR_MS = 10_000;

export const $announcement = atom<Announcement>({ id: 0, text: '' });

let clearTimer: ReturnType<typeof setTimeout> | undefined;

export function announce(text: string): void {
  const clean = text.trim();
  if (!clean) return;
  $announcement.set({ id: $announcement.get().id + 1, text: clean });
  if (clearTimer !== undefined) clearTimeout(clearTimer);
  clearTimer = setTimeout(() => {
    clearTimer = undefined;
    $announcement.set({ id: $announcement.get().id + 1, text: '' });
  }, ANNOUNCEMENT_CLEAR_MS);
}
