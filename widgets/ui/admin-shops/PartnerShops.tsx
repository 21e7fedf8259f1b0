// The partner shops: add one, rename it, and set the site origins its pages embed the widgets from. Saved origins
// are allowed by the store at once (docs/embedding.md), so the shop's first try works.
import { useState, type FormEvent } from 'react';
import { adminCall, type Shop } from '../../api/admin.js';
import { checkOrigins } from '../../domain/partner-origins.js';
import { LoadingOr, Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';

interface Draft {
  name: string;
  origins: string;
}

/** Origins as typed: one per line, or separated by commas or spaces. */
const originTexts = (text: string) => text.split(/[\s,]+/).filter(Boolean);
const originsText = (origins: readonly string[]) => origins.join('\n');

export function PartnerShops({ onSaved }: { onSaved: () => void }) {
  const shops = useAdminLoad(() => adminCall<{ Shops: Shop[] }>('GET', 'GetShops'), []);
  const [added, setAdded] = useState<Draft>({ name: '', origins: '' });
  const [edits, setEdits] = useState<Record<number, Draft>>({});
  const { busy, message, run } = useAction();

  const save = (draft: Draft, shopNo?: number) =>
    void run(async () => {
      const checked = checkOrigins(originTexts(draft.origins));
      if (!checked.ok) throw new Error(checked.msg);
      const body = { ...(shopNo ? { ShopNo: shopNo } : {}), ShopName: draft.name, Origins: checked.origins };
      const r = await adminCall<{ msg: string; ShopNo: number }>('POST', 'SaveShop', { body });
      shops.reload();
      onSaved();
      if (shopNo) setEdits(({ [shopNo]: _saved, ...rest }) => rest);
      else setAdded({ name: '', origins: '' });
      const where = checked.origins.length > 0 ? ` Its pages on ${checked.origins.join(', ')} can embed the widgets now.` : '';
      return `${r.msg} Its links: /fborder/{ProductNo}/${r.ShopNo}, or shop-no="${r.ShopNo}" on a card.${where}`;
    });
  const add = (e: FormEvent) => {
    e.preventDefault();
    save(added);
  };
  const draftOf = (s: Shop): Draft => edits[s.ShopNo] ?? { name: s.ShopName, origins: originsText(s.Origins) };
  const edit = (s: Shop, change: Partial<Draft>) => setEdits({ ...edits, [s.ShopNo]: { ...draftOf(s), ...change } });

  return (
    <>
      <h2>Partner shops</h2>
      <p className="muted">
        A shop's site origins (such as https://shop.example.tt, one per line) may load products and place orders with the embedded widgets, as soon as they are
        saved.
      </p>
      <form className="card add-shop" onSubmit={add}>
        <label>
          New shop's name
          <input name="shop-name" value={added.name} maxLength={100} onChange={(e) => setAdded({ ...added, name: e.target.value })} required />
        </label>
        <label>
          Its site origins
          <textarea name="shop-origins" rows={1} value={added.origins} onChange={(e) => setAdded({ ...added, origins: e.target.value })} />
        </label>
        <button type="submit" disabled={busy}>
          Add shop
        </button>
      </form>
      <Message message={message} />
      <LoadingOr state={shops.state} reload={shops.reload}>
        {(data) => (
          <ul className="shop-list">
            {data.Shops.map((s) => {
              const draft = draftOf(s);
              const changed = draft.name !== s.ShopName || draft.origins !== originsText(s.Origins);
              return (
                <li key={s.ShopNo} data-shop-no={s.ShopNo}>
                  <span className="shop-no">{s.ShopNo}</span>
                  <input aria-label={`Name of shop ${s.ShopNo}`} value={draft.name} maxLength={100} onChange={(e) => edit(s, { name: e.target.value })} />
                  <textarea
                    aria-label={`Site origins of shop ${s.ShopNo}`}
                    placeholder="https://shop.example.tt"
                    rows={Math.max(1, s.Origins.length)}
                    value={draft.origins}
                    onChange={(e) => edit(s, { origins: e.target.value })}
                  />
                  <button type="button" className="small secondary" disabled={busy || !changed || !draft.name.trim()} onClick={() => save(draft, s.ShopNo)}>
                    Save
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </LoadingOr>
    </>
  );
}
