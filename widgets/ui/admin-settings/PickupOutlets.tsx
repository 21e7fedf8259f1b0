// The pickup outlets of the Settings form: the first is where orders are collected; each can be removed.
import { MAX_PICKUP_OUTLETS, type PickupOutlet } from '../../domain/shop-settings.js';
import { EMPTY_PICKUP, PICKUP_FIELDS } from './settings-draft.js';

export function PickupOutlets({ outlets, onChange }: { outlets: PickupOutlet[]; onChange: (outlets: PickupOutlet[]) => void }) {
  const edit = (at: number, name: keyof PickupOutlet, value: string) => onChange(outlets.map((o, i) => (i === at ? { ...o, [name]: value } : o)));
  return (
    <fieldset>
      <legend>Pickup outlets</legend>
      {outlets.length === 0 && <p className="muted">No pickup outlet: shoppers cannot collect orders.</p>}
      {outlets.map((outlet, at) => (
        <div key={at} className="outlet" data-outlet={at + 1}>
          <h2>{at === 0 ? 'Pickup outlet 1 (orders are collected here)' : `Pickup outlet ${at + 1}`}</h2>
          <div className="grid">
            {PICKUP_FIELDS.map(([name, label]) => (
              <label key={name}>
                {label}
                <input name={`pickups.${at}.${name}`} value={outlet[name]} onChange={(e) => edit(at, name, e.target.value)} />
              </label>
            ))}
          </div>
          <button type="button" className="ghost small" onClick={() => onChange(outlets.filter((_, i) => i !== at))}>
            Remove outlet {at + 1}
          </button>
        </div>
      ))}
      {outlets.length < MAX_PICKUP_OUTLETS && (
        <button type="button" className="ghost small" onClick={() => onChange([...outlets, { ...EMPTY_PICKUP }])}>
          Add a pickup outlet
        </button>
      )}
    </fieldset>
  );
}
