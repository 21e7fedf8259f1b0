// Rendered by <trini-toasts>, one fixed element appended to <body> when the first widget starts (so a
// transformed or clipped ancestor of some widget can never hide it):
// - the page's one polite live region (state/announcer.ts), present and empty from the start;
// - the snack bars (docs/screens.md#messages), in a labelled region while there are any. They are not a live region
//   themselves: their text is read out once, through the announcer.
import { useStore } from '@nanostores/react';
import { $toasts, dismissToast } from '../../state/toasts.js';
import { $announcement } from '../../state/announcer.js';

export function Toasts() {
  const toasts = useStore($toasts);
  const message = useStore($announcement);
  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" part="announcer">
        {message.text && <span key={message.id}>{message.text}</span>}
      </div>
      {toasts.length > 0 && (
        <section className="toasts" aria-label="Notifications">
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
        </section>
      )}
    </>
  );
}
