// The filter panel (docs/screens.md#category-page; docs/architecture.md#decisions: the controls work): PRICE, AVAILABILITY, SUBCATEGORIES and
// TAGS. Availability and subcategories are checkboxes (none ticked = all); tags are toggle chips.
import type { Category } from '../../domain/types.js';
import type { Filters } from './filters.js';
import { PriceFilter } from './PriceFilter.js';

interface Props {
  ceiling: number;
  filters: Filters;
  onChange: (next: Filters) => void;
  subcategories: readonly Category[];
  tags: readonly string[];
  filtered: boolean;
  onClear: () => void;
}

function toggled<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

export function FilterPanel({ ceiling, filters, onChange, subcategories, tags, filtered, onClear }: Props) {
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <section className="panel filters" part="filters" aria-label="Filter products">
      <PriceFilter ceiling={ceiling} min={filters.minPrice} max={filters.maxPrice} onChange={({ min, max }) => set({ minPrice: min, maxPrice: max })} />

      <fieldset className="filter availability">
        <legend className="panel-title">AVAILABILITY</legend>
        <label className="check">
          <input type="checkbox" checked={filters.inStock} onChange={() => set({ inStock: !filters.inStock })} />
          In Stock
        </label>
        <label className="check">
          <input type="checkbox" checked={filters.outOfStock} onChange={() => set({ outOfStock: !filters.outOfStock })} />
          Out of Stock
        </label>
      </fieldset>

      {subcategories.length > 0 && (
        <fieldset className="filter subcategories">
          <legend className="panel-title">SUBCATEGORIES</legend>
          {subcategories.map((c) => (
            <label className="check" key={c.ProductCategoryNo}>
              <input
                type="checkbox"
                checked={filters.subcategories.includes(c.ProductCategoryNo)}
                onChange={() => set({ subcategories: toggled(filters.subcategories, c.ProductCategoryNo) })}
              />
              {c.ProductCategoryName}
            </label>
          ))}
        </fieldset>
      )}

      <fieldset className="filter tags">
        <legend className="panel-title">TAGS</legend>
        {tags.length === 0 ? (
          <p className="muted">No tags in this category.</p>
        ) : (
          <div className="chips">
            {tags.map((tag) => (
              <button
                type="button"
                key={tag}
                className={filters.tags.includes(tag) ? 'chip on' : 'chip'}
                part="tag"
                aria-pressed={filters.tags.includes(tag)}
                onClick={() => set({ tags: toggled(filters.tags, tag) })}
              >
                {tag}
              </button>
            ))}
          </div>
        )}
      </fieldset>

      {filtered && (
        <button type="button" className="secondary clear" onClick={onClear}>
          Clear filters
        </button>
      )}
    </section>
  );
}
