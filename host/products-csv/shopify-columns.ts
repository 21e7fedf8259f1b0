// The product CSV in Shopify's columns (docs/back-office.md#product-csv), as Shopify and WooCommerce's Shopify-format
// exporter write it: one row per option (variant), the product's own fields on its first row, and further rows for
// photos beyond the options. Export writes, and import reads, these columns; others in an imported file are ignored.
import { csvCell, csvText } from '../../widgets/domain/csv.js';
import { slug } from '../../widgets/domain/navigation.js';

export const COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Cost per item',
  'Status',
] as const;
export type Column = (typeof COLUMNS)[number];

/** A product as exported: what the catalogue tables hold, hidden products too. */
export interface ExportProduct {
  productNo: number;
  name: string;
  description: string;
  category: string;
  ribbon: string;
  hidden: boolean;
  sku: string;
  barcode: string;
  stock: number | null;
  price: number;
  salesPrice: number;
  cost: number;
  options: Array<{ color: string; size: string; barcode: string; price: number | null; stock: number | null }>;
  photos: string[];
}

/** A product's handle: its name as a slug, then its number, which an import of the file finds it by. */
export const handleOf = (p: Pick<ExportProduct, 'productNo' | 'name'>) => `${slug(p.name) || 'product'}-${p.productNo}`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const money = (n: number) => n.toFixed(2);

/** The file: the header, then each product's rows. `mediaUrl`: a stored media path as the address it is served at. */
export function exportCsv(products: readonly ExportProduct[], vendor: string, mediaUrl: (path: string) => string): string {
  const lines: string[][] = [[...COLUMNS].map((c) => csvCell(c))];
  for (const p of products) {
    const withColor = p.options.some((o) => o.color);
    const withSize = p.options.some((o) => o.size);
    const names = [withColor ? 'Color' : '', withSize ? 'Size' : ''].filter(Boolean);
    const variants = p.options.length ? p.options : [null];
    const rows = Math.max(variants.length, p.photos.length);
    for (let i = 0; i < rows; i++) {
      const o = variants[i];
      const first = i === 0;
      const values = o ? [withColor ? o.color : '', withSize ? o.size : ''].filter((_, k) => [withColor, withSize][k]) : [];
      const row: Record<Column, string | number> = {
        Handle: handleOf(p),
        Title: first ? p.name : '',
        'Body (HTML)': first ? escapeHtml(p.description) : '',
        Vendor: first ? vendor : '',
        Type: first ? p.category : '',
        Tags: first ? p.ribbon : '',
        Published: first ? (p.hidden ? 'FALSE' : 'TRUE') : '',
        'Option1 Name': first ? (names[0] ?? 'Title') : '',
        'Option1 Value': i < variants.length ? (o ? values[0] : 'Default Title') : '',
        'Option2 Name': first ? (names[1] ?? '') : '',
        'Option2 Value': o && names[1] ? values[1] : '',
        'Variant SKU': first ? p.sku : '',
        'Variant Inventory Qty':
          i >= variants.length ? '' : o ? (o.stock ?? (first && p.options.every((x) => x.stock === null) ? (p.stock ?? '') : '')) : (p.stock ?? ''),
        'Variant Price': i < variants.length ? money(o?.price ?? p.salesPrice) : '',
        'Variant Compare At Price': first && p.price !== p.salesPrice ? money(p.price) : '',
        'Variant Barcode': i >= variants.length ? '' : o ? o.barcode : p.barcode,
        'Image Src': p.photos[i] ? mediaUrl(p.photos[i]) : '',
        'Image Position': p.photos[i] ? i + 1 : '',
        'Cost per item': first ? money(p.cost) : '',
        Status: first ? (p.hidden ? 'draft' : 'active') : '',
      };
      lines.push(COLUMNS.map((c) => csvCell(typeof row[c] === 'number' ? String(row[c]) : (row[c] as string))));
    }
  }
  return csvText(lines);
}
