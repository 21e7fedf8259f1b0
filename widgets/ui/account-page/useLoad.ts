// Loads one thing for an account view. A 401 means the token is no longer accepted: the session is
// logged out (the page then sends the visitor to /login). Other failures are logged and offer a retry.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client.js';
import { logout } from '../../state/session.js';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'missing' } | { status: 'error' };

export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: readonly unknown[]) {
  const [state, setState] = useState<Loaded<T>>({ status: load ? 'loading' : 'missing' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return setState({ status: 'missing' });
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 401) return logout();
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return setState({ status: 'missing' });
        console.error('[trini-account-page]', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
    // `load` is a new function every render; `deps` say when what it loads changes (the caller's list, like useEffect's).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps stand for `load`, which the rule cannot see through
  }, [...deps, attempt, !!load]);
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
