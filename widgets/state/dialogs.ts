// Which account dialog is open page-wide (docs/screens.md#account-dialogs, docs/screens.md#checkout, docs/screens.md#quick-order): the checkout and the quick order
// form ask for one; <trini-account-menu> renders it. Shared state, so any widget can open it.
import { atom } from 'nanostores';

export type AuthDialog = 'login' | 'register';

/** The open dialog, or null when none is open. */
export const $authDialog = atom<AuthDialog | null>(null);

export function openAuthDialog(kind: AuthDialog): void {
  $authDialog.set(kind);
}

export function closeAuthDialog(): void {
  $authDialog.set(null);
}
