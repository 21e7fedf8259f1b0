// An imported product CSV read into what it would change (docs/back-office.md#product-csv), every problem named by
// its line and column, before anything is stored. A handle ending in a product's number (as exported) is that
// product; any other handle is a new product. Photos come from the shop's own media (an exported address) or from
// the import folder by file name: never fetched from the internet.
import { basename, join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { checkPhoto } from '../media/product-photo.js';
import { parseStock } from '../../widgets/domain/stock.js';
import { optionLabel } from '../../widgets/domain/options.js';
import type { CsvRecord } from './parse-csv.js';
import type { Column } from './shopify-columns.js';
import type { OptionInput } from '../api/admin/product-options.js';

export interface ImportProblem {
  Line: number;
  Column: string;
  Message: string;
}

export type PlannedPhoto = { path: string } | { file: string; bytes: Buffer };

export interface PlannedProduct {
  line: number;
  handle: string;
  /** The existing product the handle names; undefined: a new one. */
  productNo?: number;
  name?: string;
  description?: string;
  category?: string;
  ribbon?: string;
  hidden?: boolean;
  sku?: string;
  barcode?: string;
  salesPrice?: number;
  price?: number;
  cost?: number;
  stock?: number | null;
  options?: OptionInput[];
  photos?: PlannedPhoto[];
}

export interface ImportSources {
  /** The price an existing product sells at; undefined: no such product. */
  priceOf: (productNo: number) => number | undefined;
  mediaDir: string;
  /** The photos the shop's products have (media paths): an exported address of one is that photo. */
  photos: ReadonlySet<string>;
  /** Where photos named in the file are taken from. */
  importDir: string;
}

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const HTML_ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };
/** The apostrophe an export puts before a formula trigger (widgets/domain/csv.ts), taken off again. */
const NEUTRALISED = /(?<=^|[,;\t\r\n])([ ]*)'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/** Body (HTML) as the plain text the shop's descriptions are: line breaks kept, other tags dropped, entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => HTML_ENTITIES[e])
    .trim();
}

function optionPart(name: string): 'Color' | 'Size' | 'Title' | '' | null {
  const n = name.trim().toLowerCase();
  if (n === '') return '';
  if (n === 'title') return 'Title';
  if (n === 'color' || n === 'colour') return 'Color';
  if (n === 'size') return 'Size';
  return null;
}

/** A row's cells by column name, and the problems found while reading them. */
interface RowReader {
  cell: (r: CsvRecord, c: Column) => string;
  has: (c: Column) => boolean;
  problem: (r: CsvRecord, c: Column, m: string) => void;
  /** The cell as an amount; undefined when empty (a malformed one is a problem). */
  money: (r: CsvRecord, c: Column) => number | undefined;
  problems: ImportProblem[];
}

type ReadOption = OptionInput & { line: number; qty: string };

export async function readImport(records: readonly CsvRecord[], sources: ImportSources): Promise<{ products: PlannedProduct[]; problems: ImportProblem[] }> {
  const [header, ...rows] = records;
  const index = new Map(header.cells.map((name, i) => [name.trim(), i]));
  const missing = missingColumns(index);
  if (missing.length) return { products: [], problems: missing };
  const read = rowReader(index);
  const groups = groupByHandle(rows, read);
  const products: PlannedProduct[] = [];
  for (const [handle, group] of groups) products.push(await planProduct(handle, group, read, sources));
  return { products, problems: read.problems };
}

function missingColumns(index: ReadonlyMap<string, number>): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const required of ['Handle', 'Title', 'Variant Price'] as const) {
    if (!index.has(required)) problems.push({ Line: 1, Column: required, Message: `The file has no ${required} column.` });
  }
  return problems;
}

function rowReader(index: ReadonlyMap<string, number>): RowReader {
  const problems: ImportProblem[] = [];
  const cell = (r: CsvRecord, c: Column) => {
    const i = index.get(c);
    return i === undefined ? '' : (r.cells[i] ?? '').replace(NEUTRALISED, '$1').trim();
  };
  const has = (c: Column) => index.has(c);
  const problem = (r: CsvRecord, c: Column, m: string) => {
    problems.push({ Line: r.line, Column: c, Message: m });
  };
  const money = (r: CsvRecord, c: Column): number | undefined => {
    const v = cell(r, c);
    if (v === '') return undefined;
    if (!MONEY.test(v)) problem(r, c, `${v} is not an amount (digits, at most two decimals).`);
    return Number(v);
  };
  return { cell, has, problem, money, problems };
}

function groupByHandle(rows: readonly CsvRecord[], { cell, problem }: RowReader): Map<string, CsvRecord[]> {
  const groups = new Map<string, CsvRecord[]>();
  for (const r of rows) {
    const handle = cell(r, 'Handle');
    if (!handle) {
      problem(r, 'Handle', 'Every row needs its product’s Handle.');
      continue;
    }
    groups.set(handle, [...(groups.get(handle) ?? []), r]);
  }
  return groups;
}

async function planProduct(handle: string, group: CsvRecord[], read: RowReader, sources: ImportSources): Promise<PlannedProduct> {
  const first = group.find((r) => read.cell(r, 'Title')) ?? group[0];
  const numbered = /-(\d{1,9})$/.exec(handle);
  const productNo = numbered && sources.priceOf(Number(numbered[1])) !== undefined ? Number(numbered[1]) : undefined;
  const p: PlannedProduct = { line: first.line, handle, productNo };
  readProductCells(p, first, read);
  const compareAt = read.money(first, 'Variant Compare At Price');
  const options = readVariants(first, group, productNo, read);
  const named = options.filter((o) => optionLabel(o));
  reportRepeatedOptions(named, read.problems);
  if (options.length) priceOptions(p, options, named, compareAt, sources);
  const photos = await readPhotos(group, read, sources);
  if (photos) p.photos = photos;
  return p;
}

/** The product's own cells, from its first row (the one with its Title). */
function readProductCells(p: PlannedProduct, first: CsvRecord, { cell, has, problem, money }: RowReader): void {
  const title = cell(first, 'Title');
  if (title) p.name = title.slice(0, 200);
  else if (p.productNo === undefined) problem(first, 'Title', 'A new product needs a Title.');
  if (has('Body (HTML)')) p.description = plainText(cell(first, 'Body (HTML)')).slice(0, 5000);
  const type = cell(first, 'Type');
  if (type) p.category = type.slice(0, 60);
  else if (p.productNo === undefined) problem(first, 'Type', 'A new product needs a Type (its category).');
  if (has('Tags')) p.ribbon = cell(first, 'Tags').split(',')[0].trim().slice(0, 40);
  if (has('Variant SKU')) p.sku = cell(first, 'Variant SKU').slice(0, 64);
  const status = cell(first, 'Status').toLowerCase();
  const published = cell(first, 'Published').toLowerCase();
  if (status && !['active', 'draft', 'archived'].includes(status)) problem(first, 'Status', 'Status must be active, draft or archived.');
  if (published && !['true', 'false'].includes(published)) problem(first, 'Published', 'Published must be TRUE or FALSE.');
  if (status || published) p.hidden = status ? status !== 'active' : published === 'false';
  const cost = money(first, 'Cost per item');
  if (cost !== undefined) p.cost = cost;
}

/** Variants: the rows with a price (photo-only rows have none). */
function readVariants(first: CsvRecord, group: readonly CsvRecord[], productNo: number | undefined, { cell, problem, money }: RowReader): ReadOption[] {
  const names = [optionPart(cell(first, 'Option1 Name')), optionPart(cell(first, 'Option2 Name'))];
  names.forEach((n, k) => {
    if (n === null) problem(first, k === 0 ? 'Option1 Name' : 'Option2 Name', 'An option is a Color (or Colour) or a Size.');
  });
  const variants = group.filter((r) => cell(r, 'Variant Price') !== '' || cell(r, 'Option1 Value') !== '');
  if (variants.length === 0 && productNo === undefined) problem(first, 'Variant Price', 'A new product needs a Variant Price.');
  const options: ReadOption[] = [];
  for (const r of variants) {
    const price = money(r, 'Variant Price');
    if (price === undefined) problem(r, 'Variant Price', 'Each option needs its Variant Price.');
    else if (price <= 0) problem(r, 'Variant Price', 'A price must be more than 0.');
    const qty = cell(r, 'Variant Inventory Qty');
    if (qty !== '' && !parseStock(qty).ok) problem(r, 'Variant Inventory Qty', `${qty} is not a whole number from 0 to 1000000.`);
    const o: ReadOption = {
      line: r.line,
      qty,
      Color: '',
      Size: '',
      Barcode: cell(r, 'Variant Barcode').slice(0, 64),
      Price: price ?? null,
      Stock: null,
    };
    names.forEach((n, k) => {
      const value = cell(r, k === 0 ? 'Option1 Value' : 'Option2 Value').slice(0, 40);
      if (n === 'Color' || n === 'Size') {
        if (!value) problem(r, k === 0 ? 'Option1 Value' : 'Option2 Value', `The option needs its ${n === 'Color' ? 'colour' : 'size'}.`);
        o[n] = value;
      }
    });
    options.push(o);
  }
  return options;
}

function reportRepeatedOptions(named: readonly ReadOption[], problems: ImportProblem[]): void {
  const seen = new Set<string>();
  for (const o of named) {
    const key = `${o.Color}\u0000${o.Size}`;
    if (seen.has(key)) problems.push({ Line: o.line, Column: 'Option1 Value', Message: `${optionLabel(o)} is listed twice.` });
    seen.add(key);
  }
}

/** The product's price, compare-at price, options and stock from its variants (at least one). */
function priceOptions(
  p: PlannedProduct,
  options: readonly ReadOption[],
  named: readonly ReadOption[],
  compareAt: number | undefined,
  sources: ImportSources,
): void {
  // A file has no product price, only its options': an existing product keeps its own while an option still
  // sells at it; otherwise it is the lowest (the others are the options' own).
  const stored = p.productNo === undefined ? undefined : sources.priceOf(p.productNo);
  const prices = options.map((o) => o.Price).filter((n): n is number => n !== null);
  p.salesPrice = stored !== undefined && prices.includes(stored) ? stored : prices.length ? Math.min(...prices) : undefined;
  p.price = compareAt ?? p.salesPrice;
  if (named.length) {
    const counted = named.length > 1 && named.every((o) => o.qty !== '');
    p.options = named.map((o) => ({
      Color: o.Color,
      Size: o.Size,
      Barcode: o.Barcode,
      Price: o.Price !== null && o.Price !== p.salesPrice ? o.Price : null,
      Stock: counted ? Number(o.qty) : null,
    }));
    if (!counted) p.stock = options[0].qty === '' ? null : Number(options[0].qty);
  } else {
    p.options = [];
    p.barcode = options[0].Barcode;
    p.stock = options[0].qty === '' ? null : Number(options[0].qty);
  }
}

/** Photos, in Image Position order (else as listed); undefined when the product's rows name none. */
async function readPhotos(group: readonly CsvRecord[], { cell, problem }: RowReader, sources: ImportSources): Promise<PlannedPhoto[] | undefined> {
  const photoRows = group.filter((r) => cell(r, 'Image Src')).sort((a, b) => Number(cell(a, 'Image Position') || 0) - Number(cell(b, 'Image Position') || 0));
  if (!photoRows.length) return undefined;
  const photos: PlannedPhoto[] = [];
  for (const r of photoRows) {
    const src = cell(r, 'Image Src');
    const path = /^(?:https?:\/\/[^/]+)?\/media\/(products\/\d+\/[\w.-]+)$/.exec(src)?.[1];
    if (path && !path.includes('..')) {
      const there =
        sources.photos.has(path) ||
        (await readFile(join(sources.mediaDir, path)).then(
          () => true,
          () => false,
        ));
      if (there) {
        photos.push({ path });
        continue;
      }
    }
    const file = basename(src.split(/[?#]/)[0]);
    const bytes = await readFile(join(sources.importDir, file)).catch(() => undefined);
    if (!bytes) {
      problem(r, 'Image Src', `${file} is not in the import folder; photos are taken from there, never fetched.`);
      continue;
    }
    const check = await checkPhoto(bytes);
    if (!check.ok) problem(r, 'Image Src', `${file}: ${check.msg}`);
    else photos.push({ file, bytes });
  }
  return photos;
}
