// The setup checklist (docs/back-office.md#setting-up-your-shop) on the back office's first screen while a step is
// open: what a new shop still needs before its first sale, each open step with what to do next.
import type { SetupItem } from '../../domain/setup-checklist.js';

export function SetupChecklist({ items }: { items: SetupItem[] }) {
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
          </li>
        ))}
      </ol>
    </section>
  );
}
