// The product editor: name, description, prices (single and multi-buy), discount, ribbon, sold out and stock of an
// existing product. The storefront shows a saved change at once; orders placed before keep their prices.
import { useState, type FormEvent } from 'react';
import { adminCall } from '../../api/admin.js';
import type { EditedProduct } from '../../api/admin-products.js';
import { LoadingOr, Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';

type TextField =
  'ProductName' | 'ProductDescription' | 'SalesPrice' | 'SalesPrice2' | 'SalesPrice3' | 'SalesPrice5' | 'DiscountPercent' | 'RibbonText' | 'Stock';
type Draft = Record<TextField, string> & { IsSoldOut: boolean };
const PRICE_FIELDS = [
  ['SalesPrice', 'Price (TT$)'],
  ['SalesPrice2', 'Price for 2 (0: none)'],
  ['SalesPrice3', 'Price for 3 (0: none)'],
  ['SalesPrice5', 'Price for 5 (0: none)'],
  ['DiscountPercent', 'Discount %'],
] as const;

function toDraft(p: EditedProduct): Draft {
  return {
    ProductName: p.ProductName,
    ProductDescription: p.ProductDescription,
    SalesPrice: String(p.SalesPrice),
    SalesPrice2: String(p.SalesPrice2),
    SalesPrice3: String(p.SalesPrice3),
    SalesPrice5: String(p.SalesPrice5),
    DiscountPercent: String(p.DiscountPercent),
    RibbonText: p.RibbonText,
    Stock: p.Stock === null ? '' : String(p.Stock),
    IsSoldOut: p.IsSoldOut,
  };
}

export function ProductEditor({ productNo, onClose }: { productNo: number; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const { state, reload } = useAdminLoad(async () => {
    const r = await adminCall<{ Product: EditedProduct }>('GET', 'GetProduct', { query: { ProductNo: productNo } });
    setDraft(toDraft(r.Product));
    return r.Product;
  }, [productNo]);
  const { busy, message, run } = useAction();
  const text = (name: TextField) => ({
    name,
    value: draft?.[name] ?? '',
    onChange: (e: { target: { value: string } }) => draft && setDraft({ ...draft, [name]: e.target.value }),
  });

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    void run(async () => {
      const body: Record<string, unknown> = {
        ProductNo: productNo,
        ProductName: draft.ProductName,
        ProductDescription: draft.ProductDescription,
        IsSoldOut: draft.IsSoldOut,
        RibbonText: draft.RibbonText,
        // Empty: the stock is not tracked.
        Stock: draft.Stock.trim() === '' ? null : draft.Stock.trim(),
      };
      for (const [name] of PRICE_FIELDS) body[name] = draft[name].trim();
      const r = await adminCall<{ msg: string; Product: EditedProduct }>('POST', 'SaveProduct', { body });
      setDraft(toDraft(r.Product));
      return `${r.msg} The storefront shows it now.`;
    });
  };

  return (
    <section className="products" part="products">
      <button type="button" className="ghost back" onClick={onClose}>
        ← Products
      </button>
      <LoadingOr state={state} reload={reload}>
        {(product) =>
          draft && (
            <form className="card editor" onSubmit={save}>
              <h1>
                #{product.ProductNo} {draft.ProductName || product.ProductName}
              </h1>
              <div className="grid">
                <label className="wide">
                  Name
                  <input {...text('ProductName')} maxLength={200} required />
                </label>
                <label className="wide">
                  Description
                  <textarea {...text('ProductDescription')} maxLength={5000} />
                </label>
                {PRICE_FIELDS.map(([name, label]) => (
                  <label key={name}>
                    {label}
                    <input {...text(name)} inputMode="decimal" />
                  </label>
                ))}
                <label>
                  Ribbon
                  <input {...text('RibbonText')} maxLength={40} />
                </label>
                <label>
                  Stock (empty: not tracked)
                  <input {...text('Stock')} inputMode="numeric" pattern="[0-9]*" />
                </label>
              </div>
              <label className="check">
                <input type="checkbox" name="IsSoldOut" checked={draft.IsSoldOut} onChange={(e) => setDraft({ ...draft, IsSoldOut: e.target.checked })} /> Sold
                out
              </label>
              <Message message={message} />
              <button type="submit" disabled={busy}>
                Save
              </button>
            </form>
          )
        }
      </LoadingOr>
    </section>
  );
}
