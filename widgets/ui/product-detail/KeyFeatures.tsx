// Key features (docs/screens.md#product-detail): category, UPC (the barcode; the chosen variant's own barcode when it has
// one) and SKU.
import type { Product, ProductSku } from '../../domain/types.js';
import { links } from '../../runtime/links.js';

export function KeyFeatures({ product, selected }: { product: Product; selected: ProductSku | null }) {
  const upc = selected?.Barcode || product.Barcode;
  const sku = product.ProductSKUNo;
  const category = product.ProductCategoryName || product.NewCategoryName;
  return (
    <section className="key-features" part="key-features" aria-labelledby="key-features-heading">
      <h2 id="key-features-heading" className="section-title">
        Key features
      </h2>
      <dl>
        {category && (
          <div>
            <dt>Category</dt>
            <dd>
              <a href={links.categorySearch(category)}>{category}</a>
            </dd>
          </div>
        )}
        {upc && (
          <div>
            <dt>UPC</dt>
            <dd className="upc">{upc}</dd>
          </div>
        )}
        {sku && (
          <div>
            <dt>SKU</dt>
            <dd className="sku">{sku}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
