// The product editor (docs/back-office.md#your-catalogue): a new product, or an existing one's names, description,
// category, prices (single and multi-buy, the regular price and the cost price, which shoppers never see), discount,
// barcode, ribbon, sold out, stock, options and photos, and whether it is hidden from the shop. The storefront shows
// a saved change at once; orders placed before keep their prices.
import { useState, type FormEvent } from 'react';
import { adminCall } from '../../api/admin.js';
import type { AdminCategory, EditedProduct } from '../../api/admin-products.js';
import { LoadingOr, Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';
import { OptionRows, type OptionDraft } from './OptionRows.js';
import { PhotoList } from './PhotoList.js';
import { inTreeOrder } from './CategoriesPage.js';

type TextField =
  | 'ProductName'
  | 'ProductDescription'
  | 'CategoryNo'
  | 'SalesPrice'
  | 'Price'
  | 'PurchasePrice'
  | 'SalesPrice2'
  | 'SalesPrice3'
  | 'SalesPrice5'
  | 'DiscountPercent'
  | 'Barcode'
  | 'RibbonText'
  | 'Stock';
type Draft = Record<TextField, string> & { IsSoldOut: boolean; Hidden: boolean; Options: OptionDraft[] };
const PRICE_FIELDS = [
  ['SalesPrice', 'Price (TT$)'],
  ['Price', 'Regular price (TT$)'],
  ['PurchasePrice', 'Cost price (TT$, never shown to shoppers)'],
  ['SalesPrice2', 'Price for 2 (0: none)'],
  ['SalesPrice3', 'Price for 3 (0: none)'],
  ['SalesPrice5', 'Price for 5 (0: none)'],
  ['DiscountPercent', 'Discount %'],
] as const;
const NUMBERS = ['CategoryNo', ...PRICE_FIELDS.map(([name]) => name)] as const;

const NEW_DRAFT: Draft = {
  ProductName: '',
  ProductDescription: '',
  CategoryNo: '',
  SalesPrice: '',
  Price: '',
  PurchasePrice: '',
  SalesPrice2: '',
  SalesPrice3: '',
  SalesPrice5: '',
  DiscountPercent: '',
  Barcode: '',
  RibbonText: '',
  Stock: '',
  IsSoldOut: false,
  Hidden: false,
  Options: [],
};

const text = (n: number | null) => (n === null ? '' : String(n));

function toDraft(p: EditedProduct): Draft {
  return {
    ProductName: p.ProductName,
    ProductDescription: p.ProductDescription,
    CategoryNo: String(p.CategoryNo),
    SalesPrice: String(p.SalesPrice),
    Price: String(p.Price),
    PurchasePrice: String(p.PurchasePrice),
    SalesPrice2: String(p.SalesPrice2),
    SalesPrice3: String(p.SalesPrice3),
    SalesPrice5: String(p.SalesPrice5),
    DiscountPercent: String(p.DiscountPercent),
    Barcode: p.Barcode,
    RibbonText: p.RibbonText,
    Stock: text(p.Stock),
    IsSoldOut: p.IsSoldOut,
    Hidden: p.Hidden,
    Options: p.Options.map((o) => ({ Color: o.Color, Size: o.Size, Barcode: o.Barcode, Price: text(o.Price), Stock: text(o.Stock) })),
  };
}

function toBody(draft: Draft, productNo: number | null): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ProductName: draft.ProductName,
    ProductDescription: draft.ProductDescription,
    Barcode: draft.Barcode,
    IsSoldOut: draft.IsSoldOut,
    Hidden: draft.Hidden,
    RibbonText: draft.RibbonText,
    // Empty: the stock is not tracked.
    Stock: draft.Stock.trim() === '' ? null : draft.Stock.trim(),
    Options: draft.Options.map((o) => ({ Color: o.Color, Size: o.Size, Barcode: o.Barcode, Price: o.Price.trim() || null, Stock: o.Stock.trim() || null })),
  };
  if (productNo !== null) body.ProductNo = productNo;
  // An empty amount is left as stored (a new product: the API's default).
  for (const name of NUMBERS) if (draft[name].trim() !== '') body[name] = draft[name].trim();
  return body;
}

/** `productNo` null: a new product; once added, `onAdded` gives its number and the editor shows it. */
export function ProductEditor({ productNo, onClose, onAdded }: { productNo: number | null; onClose: () => void; onAdded?: (productNo: number) => void }) {
  const [draft, setDraft] = useState<Draft | null>(productNo === null ? NEW_DRAFT : null);
  const [product, setProduct] = useState<EditedProduct | null>(null);
  const { state, reload } = useAdminLoad(async () => {
    const categories = (await adminCall<{ Categories: AdminCategory[] }>('GET', 'GetCategories')).Categories;
    if (productNo !== null) {
      const r = await adminCall<{ Product: EditedProduct }>('GET', 'GetProduct', { query: { ProductNo: productNo } });
      setProduct(r.Product);
      setDraft(toDraft(r.Product));
    }
    return categories;
  }, [productNo]);
  const { busy, message, run } = useAction();

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (!draft) return;
    void run(async () => {
      const r = await adminCall<{ msg: string; Product: EditedProduct }>('POST', 'SaveProduct', { body: toBody(draft, productNo) });
      setProduct(r.Product);
      setDraft(toDraft(r.Product));
      if (productNo === null) onAdded?.(r.Product.ProductNo);
      return r.Product.Hidden ? `${r.msg} It is hidden from the shop.` : `${r.msg} The storefront shows it now.`;
    });
  };

  return (
    <section className="products" part="products">
      <button type="button" className="ghost back" onClick={onClose}>
        ← Products
      </button>
      <LoadingOr state={state} reload={reload}>
        {(categories) =>
          draft && (
            <form className="card editor" onSubmit={save}>
              <h1>{product ? `#${product.ProductNo} ${draft.ProductName || product.ProductName}` : 'New product'}</h1>
              <ProductFields draft={draft} categories={categories} onChange={setDraft} />
              <Message message={message} />
              <button type="submit" disabled={busy}>
                {product ? 'Save' : 'Add product'}
              </button>
              {product ? (
                <PhotoList key={product.ProductNo} productNo={product.ProductNo} photos={product.Photos} />
              ) : (
                <p className="muted">Add the product first, then its photos.</p>
              )}
            </form>
          )
        }
      </LoadingOr>
    </section>
  );
}

/** The product's own fields, options, sold out and hidden. */
function ProductFields({ draft, categories, onChange }: { draft: Draft; categories: AdminCategory[]; onChange: (draft: Draft) => void }) {
  const field = (name: TextField) => ({
    name,
    value: draft[name] ?? '',
    onChange: (e: { target: { value: string } }) => onChange({ ...draft, [name]: e.target.value }),
  });
  return (
    <>
      <div className="grid">
        <label className="wide">
          Name
          <input {...field('ProductName')} maxLength={200} required />
        </label>
        <label className="wide">
          Description
          <textarea {...field('ProductDescription')} maxLength={5000} />
        </label>
        <label className="wide">
          Category
          <select {...field('CategoryNo')} required>
            <option value="">Choose a category</option>
            {inTreeOrder(categories).map((c) => (
              <option key={c.CategoryNo} value={c.CategoryNo}>
                {c.ParentNo === null ? c.Name : `  ${categories.find((t) => t.CategoryNo === c.ParentNo)?.Name ?? ''} › ${c.Name}`}
                {c.Hidden ? ' (hidden)' : ''}
              </option>
            ))}
          </select>
        </label>
        {PRICE_FIELDS.map(([name, label]) => (
          <label key={name}>
            {label}
            <input {...field(name)} inputMode="decimal" required={name === 'SalesPrice'} />
          </label>
        ))}
        <label>
          Barcode
          <input {...field('Barcode')} maxLength={64} />
        </label>
        <label>
          Ribbon
          <input {...field('RibbonText')} maxLength={40} />
        </label>
        <label>
          Stock (empty: not tracked)
          <input {...field('Stock')} inputMode="numeric" pattern="[0-9]*" />
        </label>
        <OptionRows rows={draft.Options} onChange={(Options) => onChange({ ...draft, Options })} />
      </div>
      <label className="check">
        <input type="checkbox" name="IsSoldOut" checked={draft.IsSoldOut} onChange={(e) => onChange({ ...draft, IsSoldOut: e.target.checked })} /> Sold out
      </label>
      <label className="check">
        <input type="checkbox" name="Hidden" checked={draft.Hidden} onChange={(e) => onChange({ ...draft, Hidden: e.target.checked })} /> Hidden from the shop
        (its orders and reviews stay)
      </label>
    </>
  );
}
