// The Settings screen (docs/back-office.md#settings), for owners: the shop's details, pickup outlets, bank details for
// transfers, social links, delivery terms and the low-stock threshold. A refusal shows the server's message beside
// the form; a save shows the values as the server stored them, which every page and mail uses from then on.
import { useState, type FormEvent } from 'react';
import { adminCall } from '../../api/admin.js';
import type { ShopSettings } from '../../domain/shop-settings.js';
import { LoadingOr, Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';
import { BANK_FIELDS, DELIVERY_FIELDS, fromDraft, SHOP_FIELDS, SOCIAL_FIELDS, toDraft, type SettingsDraft } from './settings-draft.js';
import { PickupOutlets } from './PickupOutlets.js';

type Group = 'shop' | 'bank' | 'social' | 'delivery';

export function SettingsPage({ onSaved }: { onSaved?: () => void }) {
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const { state, reload } = useAdminLoad(async () => {
    const r = await adminCall<{ Settings: ShopSettings }>('GET', 'GetShopSettings');
    setDraft(toDraft(r.Settings));
    return r.Settings;
  }, []);
  const { busy, message, run } = useAction();

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    void run(async () => {
      const r = await adminCall<{ msg: string; Settings: ShopSettings }>('POST', 'SaveShopSettings', { body: { Settings: fromDraft(draft) } });
      setDraft(toDraft(r.Settings));
      onSaved?.();
      return `${r.msg} The shop's pages show them now.`;
    });
  };

  return (
    <section className="settings" part="settings">
      <h1>Settings</h1>
      <LoadingOr state={state} reload={reload}>
        {() =>
          draft && (
            <form className="card editor" onSubmit={save} noValidate>
              <SettingsFields draft={draft} onChange={setDraft} />
              <Message message={message} />
              <button type="submit" disabled={busy}>
                Save settings
              </button>
            </form>
          )
        }
      </LoadingOr>
    </section>
  );
}

function SettingsFields({ draft, onChange }: { draft: SettingsDraft; onChange: (draft: SettingsDraft) => void }) {
  const input = <G extends Group>(group: G, name: keyof SettingsDraft[G] & string) => ({
    name: `${group}.${name}`,
    value: String(draft[group][name]),
    onChange: (e: { target: { value: string } }) => onChange({ ...draft, [group]: { ...draft[group], [name]: e.target.value } }),
  });
  return (
    <>
      <fieldset>
        <legend>The shop</legend>
        <div className="grid">
          {SHOP_FIELDS.map(([name, label]) => (
            <label key={name}>
              {label}
              <input {...input('shop', name)} required={name === 'name'} inputMode={name === 'chatNumber' ? 'numeric' : undefined} />
            </label>
          ))}
        </div>
      </fieldset>
      <PickupOutlets outlets={draft.pickups} onChange={(pickups) => onChange({ ...draft, pickups })} />
      <fieldset>
        <legend>Bank transfer</legend>
        <p className="muted">Shoppers are offered bank transfer once the account name, bank and account number are entered.</p>
        <div className="grid">
          {BANK_FIELDS.map(([name, label]) => (
            <label key={name}>
              {label}
              <input {...input('bank', name)} />
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Delivery</legend>
        <div className="grid">
          {DELIVERY_FIELDS.map(([name, label]) => (
            <label key={name}>
              {label}
              <input {...input('delivery', name)} inputMode="decimal" />
            </label>
          ))}
          <label>
            Low-stock threshold
            <input
              name="lowStockThreshold"
              inputMode="numeric"
              value={draft.lowStockThreshold}
              onChange={(e) => onChange({ ...draft, lowStockThreshold: e.target.value })}
            />
          </label>
        </div>
      </fieldset>
      <fieldset>
        <legend>Social links</legend>
        <div className="grid">
          {SOCIAL_FIELDS.map(([name, label]) => (
            <label key={name}>
              {label}
              <input {...input('social', name)} type="url" placeholder="https://" />
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
