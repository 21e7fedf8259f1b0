// Below the category's products (docs/screens.md#category-page, docs/api.md#catalogue: LoadDesignPageProducts): each section's SectionName
// heading and its product cards. Nothing shows while they load; a failure offers a retry.
import type { DesignSection } from '../../domain/types.js';
import { ProductCard } from '../product-card/ProductCard.js';
import { freeDeliveryBadge } from '../../domain/free-delivery-badge.js';
import { useShopSettings } from '../../state/shop.js';
import type { Part } from './useCategoryData.js';
import { LoadFailed } from './ProductResults.js';

export function DesignSections({ part, onRetry }: { part: Part<DesignSection[]>; onRetry: () => void }) {
  const rates = useShopSettings().delivery;
  if (part.status === 'loading') return null;
  if (part.status === 'error') return <LoadFailed what="more products" onRetry={onRetry} />;
  const sections = part.data.filter((s) => s.Products?.length);
  return (
    <>
      {sections.map((s, i) => (
        <section key={`${s.SectionName}-${i}`} className="design-section" part="section" aria-labelledby={`section-${i}`}>
          <h2 id={`section-${i}`} className="section-title">
            {s.SectionName}
          </h2>
          <ul className="products grid">
            {s.Products.map((p) => (
              <li key={p.ProductNo}>
                <ProductCard product={p} freeDelivery={freeDeliveryBadge(p, rates, 'short')} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
