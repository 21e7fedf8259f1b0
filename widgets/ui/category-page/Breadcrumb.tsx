// Home > All Categories > parent > current category.
import type { Category } from '../../domain/types.js';
import { links, storeHref } from '../../runtime/links.js';

export function Breadcrumb({ path, all }: { path: readonly Category[]; all: boolean }) {
  const crumbs = [
    { label: 'Home', href: links.home() },
    { label: 'All Categories', href: storeHref('/category') },
    ...path.map((c) => ({ label: c.ProductCategoryName, href: links.category(c.ProductCategoryNo) })),
  ];
  const lastIndex = all ? 1 : crumbs.length - 1;
  return (
    <nav className="breadcrumb" part="breadcrumb" aria-label="Category breadcrumb">
      <ol>
        {crumbs.slice(0, lastIndex + 1).map((c, i) => (
          <li key={c.href}>{i === lastIndex ? <span aria-current="page">{c.label}</span> : <a href={c.href}>{c.label}</a>}</li>
        ))}
      </ol>
    </nav>
  );
}
