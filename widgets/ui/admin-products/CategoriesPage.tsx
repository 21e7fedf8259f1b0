// The shop's categories (docs/back-office.md#your-catalogue): added (at the top level or under a top category),
// renamed, put in order (lower first) and hidden; a hidden category leaves the shop with its products.
import { useState } from 'react';
import { adminCall } from '../../api/admin.js';
import type { AdminCategory } from '../../api/admin-products.js';
import { LoadingOr, Message, useAction, useAdminLoad } from '../admin-app/use-admin.js';

/** Each top category followed by its subcategories, both in the shop's order (the API's). */
export function inTreeOrder(categories: readonly AdminCategory[]): AdminCategory[] {
  const tops = categories.filter((c) => c.ParentNo === null || !categories.some((t) => t.CategoryNo === c.ParentNo));
  return tops.flatMap((top) => [top, ...categories.filter((c) => c.ParentNo === top.CategoryNo)]);
}

function CategoryRow({ category, onSaved }: { category: AdminCategory; onSaved: () => void }) {
  const [name, setName] = useState(category.Name);
  const [sort, setSort] = useState(String(category.Sort));
  const { busy, message, run } = useAction();
  const save = (changes: Record<string, unknown>) =>
    void run(async () => {
      const r = await adminCall<{ msg: string }>('POST', 'SaveCategory', { body: { CategoryNo: category.CategoryNo, ...changes } });
      onSaved();
      return r.msg;
    });
  return (
    <li className={`category-row${category.ParentNo === null ? '' : ' sub'}`} data-category-no={category.CategoryNo}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save({ Name: name, Sort: sort });
        }}
      >
        <label>
          Name
          <input value={name} maxLength={60} required onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          Order
          <input value={sort} inputMode="numeric" onChange={(e) => setSort(e.target.value)} />
        </label>
        <span className="muted">
          {category.Products} product{category.Products === 1 ? '' : 's'}
        </span>
        <button type="submit" disabled={busy}>
          Save
        </button>
        <button type="button" className="secondary" disabled={busy} onClick={() => save({ Hidden: !category.Hidden })}>
          {category.Hidden ? 'Show in the shop' : 'Hide'}
        </button>
      </form>
      <Message message={message} />
    </li>
  );
}

export function CategoriesPage({ onClose }: { onClose: () => void }) {
  const { state, reload } = useAdminLoad(() => adminCall<{ Categories: AdminCategory[] }>('GET', 'GetCategories').then((r) => r.Categories), []);
  const [name, setName] = useState('');
  const [parent, setParent] = useState('');
  const { busy, message, run } = useAction();
  const add = () =>
    void run(async () => {
      const r = await adminCall<{ msg: string }>('POST', 'SaveCategory', { body: { Name: name, ...(parent ? { ParentNo: parent } : {}) } });
      setName('');
      reload();
      return r.msg;
    });
  return (
    <section className="products categories" part="categories">
      <button type="button" className="ghost back" onClick={onClose}>
        ← Products
      </button>
      <h1>Categories</h1>
      <LoadingOr state={state} reload={reload}>
        {(categories) => (
          <>
            <form
              className="card filters"
              onSubmit={(e) => {
                e.preventDefault();
                add();
              }}
            >
              <label>
                New category
                <input name="category-name" value={name} maxLength={60} required onChange={(e) => setName(e.target.value)} />
              </label>
              <label>
                Under
                <select name="category-parent" value={parent} onChange={(e) => setParent(e.target.value)}>
                  <option value="">(a top category)</option>
                  {categories
                    .filter((c) => c.ParentNo === null)
                    .map((c) => (
                      <option key={c.CategoryNo} value={c.CategoryNo}>
                        {c.Name}
                      </option>
                    ))}
                </select>
              </label>
              <div className="filter-buttons">
                <button type="submit" disabled={busy}>
                  Add category
                </button>
              </div>
              <Message message={message} />
            </form>
            <ul className="category-list">
              {inTreeOrder(categories).map((c) => (
                <CategoryRow key={`${c.CategoryNo}:${c.Name}:${c.Sort}:${c.Hidden}`} category={c} onSaved={reload} />
              ))}
            </ul>
          </>
        )}
      </LoadingOr>
    </section>
  );
}
