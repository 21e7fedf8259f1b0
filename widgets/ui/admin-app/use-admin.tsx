// Loading and acting for the admin screens: a 401 anywhere signs the staff member out (the app then shows the
// sign-in form); other failures show the server's message.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { AdminError, setStaffToken } from '../../api/admin.js';
import { formatMoment } from '../../domain/dates.js';

type Listener = () => void;
const signOutListeners = new Set<Listener>();
export function onSignOut(listener: Listener): () => void {
  signOutListeners.add(listener);
  return () => signOutListeners.delete(listener);
}
export function signOut(): void {
  setStaffToken(null);
  for (const l of signOutListeners) l();
}

export function messageOf(err: unknown): string {
  if (err instanceof AdminError) {
    if (err.status === 401) signOut();
    return err.message;
  }
  return 'The back office could not be reached. Check the connection and try again.';
}

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; msg: string };

export function useAdminLoad<T>(load: () => Promise<T>, deps: readonly unknown[]) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (err: unknown) => live && setState({ status: 'error', msg: messageOf(err) }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function every render; `deps` say when what it loads changes (the caller's list, like useEffect's).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps stand for `load`, which the rule cannot see through
  }, [...deps, attempt]);
  return { state, reload: useCallback(() => setAttempt((n) => n + 1), []) };
}

/** Runs one action at a time and keeps its message (done or error) for the screen. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const run = useCallback(async (action: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ kind: 'done', text: await action() });
      return true;
    } catch (err) {
      setMessage({ kind: 'error', text: messageOf(err) });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, message, run };
}

export function Message({ message }: { message: { kind: 'done' | 'error'; text: string } | null }) {
  if (!message) return null;
  return (
    <p className={`message ${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>
      {message.text}
    </p>
  );
}

export function LoadingOr<T>({ state, reload, children }: { state: Loaded<T>; reload: () => void; children: (data: T) => ReactNode }) {
  if (state.status === 'loading') return <p className="muted">Loading…</p>;
  if (state.status === 'error') {
    return (
      <div className="message error" role="alert">
        {state.msg}{' '}
        <button type="button" className="ghost" onClick={reload}>
          Try again
        </button>
      </div>
    );
  }
  return children(state.data);
}

export function formatTime(iso: string | null): string {
  if (!iso) return '—';
  return formatMoment(iso);
}
