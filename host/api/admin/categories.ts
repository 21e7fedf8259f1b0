// The shop's categories from the back office (docs/back-office.md#your-catalogue): GET /api/admin/GetCategories
// (every category, hidden ones too, in the shop's order) and POST /api/admin/SaveCategory { CategoryNo?, Name?,
// ParentNo?, Sort?, Hidden? }: without CategoryNo it adds one (Name required; under ParentNo when given), with one
// it renames, moves in the order or hides it. A hidden category leaves the shop with its subcategories and their
// products; nothing is deleted.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import type { Queryable } from '../../db/db.js';
import { ApiError } from '../../http/errors.js';
import { writeAudit } from '../../admin/audit.js';
import { staffOf } from './guard.js';
import { bag, optionalBoolean, optionalId, optionalText } from './params.js';

export const CATEGORY_NAME_MAX = 60;
const NUMBERING_LOCK = 7_024_002;
const SORT_MAX = 1_000_000;

interface AdminCategory {
  CategoryNo: number;
  Name: string;
  ParentNo: number | null;
  Sort: number;
  Hidden: boolean;
  Products: number;
}

const SELECT = `SELECT c.category_no, c.name, c.parent_no, c.sort, c.hidden,
    (SELECT count(*)::int FROM products p WHERE p.category_no = c.category_no) AS products FROM categories c`;

function toCategory(r: Record<string, unknown>): AdminCategory {
  return {
    CategoryNo: Number(r.category_no),
    Name: String(r.name),
    ParentNo: r.parent_no == null ? null : Number(r.parent_no),
    Sort: Number(r.sort),
    Hidden: r.hidden === true,
    Products: Number(r.products ?? 0),
  };
}

function optionalSort(b: Record<string, unknown>): number | undefined {
  const raw = b.Sort;
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d{1,7}\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(n) || Math.abs(n) > SORT_MAX) throw new ApiError(400, `Sort must be a whole number from -${SORT_MAX} to ${SORT_MAX}.`);
  return n;
}

async function readCategory(db: Queryable, categoryNo: number): Promise<AdminCategory | undefined> {
  const [row] = await db.query(`${SELECT} WHERE c.category_no = $1`, [categoryNo]);
  return row ? toCategory(row) : undefined;
}

export async function adminCategoriesApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/admin/GetCategories', async () => {
    const rows = await ctx.db.query(`${SELECT} ORDER BY c.sort, c.category_no`);
    return { success: true, Categories: rows.map(toCategory) };
  });

  app.post('/api/admin/SaveCategory', async (request) => {
    const body = bag(request.body);
    const given = optionalId(body, 'CategoryNo');
    const name = optionalText(body, 'Name', CATEGORY_NAME_MAX);
    if (name === '') throw new ApiError(400, 'Name must not be empty.');
    const parentNo = optionalId(body, 'ParentNo');
    const sort = optionalSort(body);
    const hidden = optionalBoolean(body, 'Hidden');
    if (given === undefined && name === undefined) throw new ApiError(400, 'Name is required for a new category.');
    if (given !== undefined && name === undefined && sort === undefined && hidden === undefined && parentNo === undefined) {
      throw new ApiError(400, 'Nothing to change: give one or more of Name, ParentNo, Sort, Hidden.');
    }
    const staff = staffOf(request);
    const saved = await ctx.db.transaction(async (tx) => {
      if (parentNo !== undefined) {
        const parent = await readCategory(tx, parentNo);
        if (!parent) throw new ApiError(400, `Category ${parentNo} was not found.`);
        // The shop's categories are two levels deep: a top category and its subcategories.
        if (parent.ParentNo !== null) throw new ApiError(400, `${parent.Name} is a subcategory; choose a top category as the parent.`);
        if (parentNo === given) throw new ApiError(400, 'A category cannot be its own parent.');
      }
      let categoryNo = given;
      if (categoryNo === undefined) {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [NUMBERING_LOCK]);
        const [{ no, last }] = await tx.query<{ no: number; last: number }>(
          'SELECT coalesce(max(category_no), 0) + 1 AS no, coalesce(max(sort), 0) + 1 AS last FROM categories',
        );
        categoryNo = Number(no);
        await tx.query('INSERT INTO categories (category_no, name, parent_no, sort) VALUES ($1, $2, $3, $4)', [
          categoryNo,
          name,
          parentNo ?? null,
          sort ?? Number(last),
        ]);
      }
      const before = await readCategory(tx, categoryNo);
      if (!before) throw new ApiError(404, `Category ${categoryNo} was not found.`);
      if (parentNo !== undefined && before.ParentNo === null && given !== undefined) {
        const [child] = await tx.query('SELECT 1 FROM categories WHERE parent_no = $1 LIMIT 1', [categoryNo]);
        if (child) throw new ApiError(409, `${before.Name} has subcategories, so it stays a top category.`);
      }
      await tx.query(
        `UPDATE categories SET name = coalesce($2, name), parent_no = coalesce($3, parent_no), sort = coalesce($4, sort), hidden = coalesce($5, hidden)
          WHERE category_no = $1`,
        [categoryNo, name ?? null, parentNo ?? null, sort ?? null, hidden ?? null],
      );
      const after = (await readCategory(tx, categoryNo))!;
      await writeAudit(tx, {
        staffNo: staff.staffNo,
        action: given === undefined ? 'AddCategory' : 'SaveCategory',
        entity: 'category',
        key: categoryNo,
        before: given === undefined ? null : before,
        after,
        at: ctx.now(),
      });
      return after;
    });
    await ctx.catalog.reload();
    return { success: true, msg: given === undefined ? `Category ${saved.Name} added.` : `Category ${saved.Name} saved.`, Category: saved };
  });
}
