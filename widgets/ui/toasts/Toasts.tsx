// The snack bar list (spec §8): rendered by <trini-toasts>, one fixed element appended to <body>, so a
// transformed or clipped ancestor of some widget can never hide it.
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../state/toasts.js';

export function Toasts() {
  const toasts = useStore($toasts);
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div className="toast" key={t.id} part="toast">
          <span className="text">{t.text}</span>
          {t.ok && (
            <button type="button" onClick={() => dismissToast(t.id)}>
              Ok
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
