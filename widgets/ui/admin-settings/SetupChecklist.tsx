// The setup checklist (docs/back-office.md#setting-up-your-shop) on the back office's first screen while a step is
// open: what a new shop still needs before its first sale, each open step with what to do next and, for owners, a link
// to the screen where it is done.
import type { SetupItem } from '../../domain/setup-checklist.js';

const SCREEN_LABELS = { settings: 'Open Settings', staff: 'Open Staff' } as const;

export function SetupChecklist({ items, owner }: { items: SetupItem[]; owner: boolean }) {
  if (items.every((i) => i.Done)) return null;
  return (
    <section className="card setup" part="setup" aria-labelledby="setup-heading">
      <h2 id="setup-heading">Setting up your shop</h2>
      <ol className="setup-list">
        {items.map((item) => (
          <li key={item.Step} data-step={item.Step} className={item.Done ? 'done' : 'open'}>
            <strong>
              {item.Done ? '✓ ' : ''}
              {item.Label}
            </strong>
            {item.Done ? <span className="muted"> Done</span> : <span className="muted"> {item.Hint}</span>}
            {!item.Done && owner && item.Screen && (
              <>
                {' '}
                <a href={`#${item.Screen}`}>{SCREEN_LABELS[item.Screen]}</a>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
