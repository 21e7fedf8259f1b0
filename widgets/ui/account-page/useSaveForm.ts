// The save cycle of the account forms (docs/screens.md#account-pages, docs/screens.md#messages): the draft is checked before the call, the button
// waits while it runs, a refusal shows 'Error: ' + msg, a success its message (also as a snack bar), and
// a network failure is logged and told. Typing again clears the confirmation.
import { useState, type FormEvent } from 'react';
import type { Answer } from '../../api/account.js';
import { ERROR_PREFIX } from '../../domain/messages.js';
import { showToast } from '../../state/toasts.js';
import { ACCOUNT_TEXTS } from './texts.js';

export interface SaveFormOptions<D, A extends Answer> {
  /** The first problem of the draft, or null. */
  check(draft: D): string | null;
  send(draft: D): Promise<A>;
  /** A stored change, before its message shows; `reset` puts the first draft back. */
  onSaved?(answer: A, reset: () => void): void;
  /** What failed, for the log: 'saving the account'. */
  action: string;
}

export function useSaveForm<D extends object, A extends Answer>(first: D | (() => D), options: SaveFormOptions<D, A>) {
  const [draft, setDraft] = useState<D>(first);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = (key: keyof D) => (value: string) => (setDraft({ ...draft, [key]: value }), setDone(null));

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const problem = options.check(draft);
    setError(problem);
    setDone(null);
    if (problem) return;
    setBusy(true);
    try {
      const res = await options.send(draft);
      if (!res.success) return setError(ERROR_PREFIX + res.msg);
      options.onSaved?.(res, () => setDraft(first));
      setDone(res.msg);
      showToast(res.msg);
    } catch (err) {
      console.error(`[trini-account-page] ${options.action} failed`, err);
      setError(ACCOUNT_TEXTS.networkError);
    } finally {
      setBusy(false);
    }
  };

  return { draft, set, busy, error, done, save };
}
