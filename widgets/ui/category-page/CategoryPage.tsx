// <trini-category-page category-no>: the category listing (docs/screens.md#category-page, docs/architecture.md#decisions: the controls work).
// Left: the ALL CATEGORIES tree and the filters; main: the category's heading and description, the
// toolbar, its products (filtered, sorted, paged) and pagination; below: the design page's sections.
import { CategoryTree } from './CategoryTree.js';
import { CategoryBrowser } from './CategoryBrowser.js';
import { Breadcrumb } from './Breadcrumb.js';
import { DesignSections } from './DesignSections.js';
import { PageLayout } from './PageLayout.js';
import { LoadFailed, ResultsLoading } from './ProductResults.js';
import { ALL_CATEGORIES_DESCRIPTION, categoryDescription } from '../../domain/category-descriptions.js';
import { categoryPath } from '../../domain/category-tree.js';
import { useCategoryData } from './useCategoryData.js';
import { SkipToProducts } from './SkipToProducts.js';

export interface CategoryPageProps {
  categoryNo: number | undefined; // absent or empty: all categories
}

export const CATEGORY_NOT_FOUND = 'We could not find this category. Choose one from the list, or browse all categories.';

export function CategoryPage({ categoryNo }: CategoryPageProps) {
  const { tree, products, sections } = useCategoryData(categoryNo);
  const treeData = tree.part.status === 'ready' ? tree.part.data : [];
  const path = categoryNo === undefined ? [] : categoryPath(treeData, categoryNo);
  const current = path.at(-1);
  const parent = path.length > 1 ? path[path.length - 2] : undefined;
  const unknown = categoryNo !== undefined && tree.part.status === 'ready' && !current;

  const name = categoryNo === undefined ? 'All Categories' : (current?.ProductCategoryName ?? (unknown ? 'Category not found' : ''));
  const description =
    categoryNo === undefined
      ? ALL_CATEGORIES_DESCRIPTION
      : current
        ? categoryDescription(current.ProductCategoryName, parent?.ProductCategoryName)
        : unknown
          ? CATEGORY_NOT_FOUND
          : '';
  const subcategories = categoryNo === undefined ? treeData : (current?.SubCategories ?? []);

  const treeNode =
    tree.part.status === 'ready' ? (
      <CategoryTree tree={treeData} currentNo={categoryNo} openNos={new Set(path.map((c) => c.ProductCategoryNo))} />
    ) : tree.part.status === 'error' ? (
      <LoadFailed what="the categories" onRetry={tree.retry} />
    ) : (
      <p className="panel muted">Loading categories…</p>
    );
  const header = (
    <header className="intro" part="intro">
      <h1>{name || '\u00a0'}</h1>
      {description && <p>{description}</p>}
    </header>
  );

  return (
    <div className="category-page" part="page">
      <SkipToProducts />
      <Breadcrumb path={path} all={categoryNo === undefined} />
      {products.part.status === 'ready' ? (
        <CategoryBrowser key={String(categoryNo)} products={products.part.data} subcategories={subcategories} tree={treeNode} header={header} />
      ) : (
        <PageLayout sidebar={treeNode}>
          {header}
          {products.part.status === 'error' ? <LoadFailed what="the products" onRetry={products.retry} /> : <ResultsLoading />}
        </PageLayout>
      )}
      <DesignSections part={sections.part} onRetry={sections.retry} />
    </div>
  );
}
