// Snack bars (docs/screens.md#messages): shown top-right by <trini-toasts>, auto-dismissed after SNACK_BAR_MS (5 s),
// optionally with an 'Ok' action that dismisses at once. Each one is read out once by the page's live
// region (announcer.ts), in the snack bar's words or fuller ones.
import { atom } from 'nanostores';
import { SNACK_BAR_MS } from '../domain/constants.js';
import { announce } from './announcer.js';

const MAX_TOASTS = 4;

export interface Toast {
  id: number;
  text: string;
  ok: boolean; // show the 'Ok' action
}

export interface ToastOptions {
  ok?: boolean;
  durationMs?: number;
  /** What a screen reader hears instead of the text (e.g. the cart's new total); false: nothing. */
  announce?: string | false;
}

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showToast(text: string, opts: ToastOptions = {}): number {
  const id = nextId++;
  const list = [...$toasts.get(), { id, text, ok: !!opts.ok }];
  for (const dropped of list.splice(0, Math.max(0, list.length - MAX_TOASTS))) clearTimer(dropped.id);
  $toasts.set(list);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), opts.durationMs ?? SNACK_BAR_MS),
  );
  if (opts.announce !== false) announce(opts.announce ?? text);
  return id;
}

export function dismissToast(id: number): void {
  clearTimer(id);
  const list = $toasts.get();
  if (list.some((t) => t.id === id)) $toasts.set(list.filter((t) => t.id !== id));
}

export function clearToasts(): void {
  for (const id of timers.keys()) clearTimer(id);
  $toasts.set([]);
}

function clearTimer(id: number): void {
  const t = timers.get(id);
  if (t !== undefined) clearTimeout(t);
  timers.delete(id);
}
