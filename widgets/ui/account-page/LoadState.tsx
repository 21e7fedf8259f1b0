// What an account view shows while its data loads, or when it could not be loaded (docs/screens.md#messages failures are
// logged; the page says so briefly and offers a retry).
import type { Loaded } from './useLoad.js';
import { ACCOUNT_TEXTS } from './texts.js';
import { LoadFailed } from '../shared/LoadFailed.js';

interface Props {
  state: Exclude<Loaded<unknown>, { status: 'ready' }>;
  what: string;
  onRetry: () => void;
  missing?: string;
}

export function LoadState({ state, what, onRetry, missing }: Props) {
  if (state.status === 'loading') {
    return (
      <p className="loading" role="status" aria-busy="true">
        Loading {what}…
      </p>
    );
  }
  if (state.status === 'missing') return <p className="notice">{missing ?? ACCOUNT_TEXTS.loadFailed(what)}</p>;
  return <LoadFailed className="notice failed" message={ACCOUNT_TEXTS.loadFailed(what)} onRetry={onRetry} />;
}
