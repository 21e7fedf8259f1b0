// The product editor: prices (single and multi-buy), discount, sold out and ribbon of an existing product.
// The storefront shows a saved change at once; orders placed before keep their prices.
import { useState, type FormEvent } from 'react';
import { adminCall, type EditableProduct } from '../../api/admin.js';
import { Message, useAction } from '../admin-app/use-admin.js';

type Draft = Record<'SalesPrice' | 'SalesPrice2' | 'SalesPrice3' | 'SalesPrice5' | 'DiscountPercent' | 'RibbonText', string> & { IsSoldOut: boolean };
const PRICE_FIELDS = [
  ['SalesPrice', 'Price (TT$)'],
  ['SalesPrice2', 'Price for 2 (0: none)'],
  ['SalesPrice3', 'Price for 3 (0: none)'],
  ['SalesPrice5', 'Price for 5 (0: none)'],
  ['DiscountPercent', 'Discount %'],
] as const;

function toDraft(p: EditableProduct): Draft {
  return {
    SalesPrice: String(p.SalesPrice),
    SalesPrice2: String(p.SalesPrice2),
    SalesPrice3: String(p.SalesPrice3),
    SalesPrice5: String(p.SalesPrice5),
    DiscountPercent: String(p.DiscountPercent),
    RibbonText: p.RibbonText,
    IsSoldOut: p.IsSoldOut,
  };
}

export function ProductEditor() {
  const [productNo, setProductNo] = useState('');
  const [product, setProduct] = useState<EditableProduct | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const { busy, message, run } = useAction();

  const load = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const r = await adminCall<{ Product: EditableProduct }>('GET', 'GetProduct', { query: { ProductNo: productNo.trim() } });
      setProduct(r.Product);
      setDraft(toDraft(r.Product));
      return `Editing ${r.Product.ProductName}.`;
    });
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!product || !draft) return;
    void run(async () => {
      const body: Record<string, unknown> = { ProductNo: product.ProductNo, IsSoldOut: draft.IsSoldOut, RibbonText: draft.RibbonText };
      for (const [name] of PRICE_FIELDS) body[name] = draft[name].trim();
      const r = await adminCall<{ msg: string; Product: EditableProduct }>('POST', 'SaveProduct', { body });
      setProduct(r.Product);
      setDraft(toDraft(r.Product));
      return `${r.msg} The storefront shows it now.`;
    });
  };

  return (
    <section className="products" part="products">
      <h1>Product editor</h1>
      <form className="card filters" onSubmit={load}>
        <label>
          Product no.
          <input name="product-no" inputMode="numeric" value={productNo} onChange={(e) => setProductNo(e.target.value)} required />
        </label>
        <div className="filter-buttons">
          <button type="submit" disabled={busy}>
            Open
          </button>
        </div>
      </form>
      <Message message={message} />
      {product && draft && (
        <form className="card editor" onSubmit={save}>
          <h2>
            #{product.ProductNo} {product.ProductName}
          </h2>
          <div className="grid">
            {PRICE_FIELDS.map(([name, label]) => (
              <label key={name}>
                {label}
                <input name={name} inputMode="decimal" value={draft[name]} onChange={(e) => setDraft({ ...draft, [name]: e.target.value })} />
              </label>
            ))}
            <label>
              Ribbon
              <input name="RibbonText" maxLength={40} value={draft.RibbonText} onChange={(e) => setDraft({ ...draft, RibbonText: e.target.value })} />
            </label>
          </div>
          <label className="check">
            <input type="checkbox" name="IsSoldOut" checked={draft.IsSoldOut} onChange={(e) => setDraft({ ...draft, IsSoldOut: e.target.checked })} /> Sold out
          </label>
          <button type="submit" disabled={busy}>
            Save
          </button>
        </form>
      )}
    </section>
  );
}
