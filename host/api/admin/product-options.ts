// A product's options (colour, size) as the back office edits them (docs/back-office.md#your-catalogue): each with its
// barcode, its own price (none: the product's) and its own units (none: the product's stock counts for it). The
// list given replaces the stored one; an option kept (same colour and size) keeps its number. When the options count
// their units, every one does, and the product's stock is their sum, so an order takes from both.
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/errors.js';
import { parseStock } from '../../../widgets/domain/stock.js';
import { optionLabel } from '../../../widgets/domain/options.js';
import { bag, optionalMoney, optionalText } from './params.js';
import { BARCODE_MAX } from './product-fields.js';

export const MAX_OPTIONS = 50;
const PART_MAX = 40;

export interface OptionInput {
  Color: string;
  Size: string;
  Barcode: string;
  Price: number | null;
  Stock: number | null;
}

export interface StoredOption extends OptionInput {
  SkuNo: number;
}

/** The body's Options, or undefined when it gives none. */
export function parseOptions(body: Record<string, unknown>): OptionInput[] | undefined {
  if (body.Options === undefined) return undefined;
  if (!Array.isArray(body.Options)) throw new ApiError(400, 'Options must be a list.');
  if (body.Options.length > MAX_OPTIONS) throw new ApiError(400, `A product can have at most ${MAX_OPTIONS} options.`);
  const seen = new Set<string>();
  const options = body.Options.map((raw, i) => {
    const o = bag(raw);
    const where = `Option ${i + 1}`;
    const option: OptionInput = {
      Color: optionalText(o, 'Color', PART_MAX) ?? '',
      Size: optionalText(o, 'Size', PART_MAX) ?? '',
      Barcode: optionalText(o, 'Barcode', BARCODE_MAX) ?? '',
      Price: optionalMoney(o, 'Price') || null,
      Stock: null,
    };
    if (!optionLabel(option)) throw new ApiError(400, `${where} needs a colour or a size.`);
    if (o.Stock !== undefined && o.Stock !== null && o.Stock !== '') {
      const stock = parseStock(o.Stock);
      if (!stock.ok || stock.stock === null) throw new ApiError(400, `${where}: stock must be a whole number from 0 to 1000000, or empty.`);
      option.Stock = stock.stock;
    }
    const key = `${option.Color}\u0000${option.Size}`;
    if (seen.has(key)) throw new ApiError(400, `${where} (${optionLabel(option)}) is listed twice.`);
    seen.add(key);
    return option;
  });
  const counted = options.filter((o) => o.Stock !== null).length;
  if (counted > 0 && counted < options.length) throw new ApiError(400, 'Give every option its stock, or none (then the product counts its stock).');
  return options;
}

/** The stored options of a product, in their order. */
export async function readOptions(db: Queryable, productNo: number): Promise<StoredOption[]> {
  const rows = await db.query<Record<string, unknown>>('SELECT * FROM product_skus WHERE product_no = $1 ORDER BY sku_no', [productNo]);
  return rows.map((r) => ({
    SkuNo: Number(r.sku_no),
    Color: String(r.color ?? ''),
    Size: String(r.size ?? ''),
    Barcode: String(r.barcode ?? ''),
    Price: r.price == null ? null : Number(r.price),
    Stock: r.stock == null ? null : Number(r.stock),
  }));
}

/**
 * Replaces a product's options (in the caller's transaction); answers the product's stock when the options count
 * theirs (their sum), else undefined.
 */
export async function storeOptions(tx: Queryable, productNo: number, options: readonly OptionInput[]): Promise<number | undefined> {
  const stored = await readOptions(tx, productNo);
  const kept = new Map(stored.map((o) => [`${o.Color}\u0000${o.Size}`, o.SkuNo]));
  const keep = options.map((o) => kept.get(`${o.Color}\u0000${o.Size}`)).filter((n): n is number => n !== undefined);
  await tx.query('DELETE FROM product_skus WHERE product_no = $1 AND NOT (sku_no = ANY($2::int[]))', [productNo, keep]);
  for (const o of options) {
    const no = kept.get(`${o.Color}\u0000${o.Size}`);
    const values = [o.Color, o.Size, o.Barcode, o.Price, o.Stock];
    if (no === undefined) {
      await tx.query('INSERT INTO product_skus (product_no, color, size, barcode, price, stock) VALUES ($1, $2, $3, $4, $5, $6)', [productNo, ...values]);
    } else {
      await tx.query('UPDATE product_skus SET color = $2, size = $3, barcode = $4, price = $5, stock = $6 WHERE sku_no = $1', [no, ...values]);
    }
  }
  return options.length > 0 && options[0].Stock !== null ? options.reduce((sum, o) => sum + (o.Stock ?? 0), 0) : undefined;
}
