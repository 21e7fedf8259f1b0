// Partner shops (docs/back-office.md#shops): GET /api/admin/GetShops, POST /api/admin/SaveShop { ShopNo?, ShopName } adds
// (without ShopNo, or with a new one) or renames a shop. The catalogue is reloaded and the other hosts told
// (catalogue change notice), so /fborder/{ProductNo}/{ShopNo} and a card's shop-no work with it at once.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { writeAudit } from '../../admin/audit.js';
import { isUniqueViolation } from '../../orders/store-order.js';
import { staffOf } from './guard.js';
import { bag, optionalId, optionalText } from './params.js';

export const SHOP_NAME_MAX = 100;

export async function adminShopsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/admin/GetShops', async () => {
    const rows = await ctx.db.query<{ shop_no: number; shop_name: string }>('SELECT shop_no, shop_name FROM shops ORDER BY shop_no');
    return { success: true, Shops: rows.map((r) => ({ ShopNo: Number(r.shop_no), ShopName: r.shop_name })) };
  });

  app.post('/api/admin/SaveShop', async (request) => {
    const body = bag(request.body);
    const shopNo = optionalId(body, 'ShopNo');
    const name = optionalText(body, 'ShopName', SHOP_NAME_MAX) ?? '';
    if (!name) throw new ApiError(400, 'ShopName is required.');
    const staff = staffOf(request);
    const now = ctx.now();
    const saved = await ctx.db
      .transaction(async (tx) => {
        const [before] = shopNo ? await tx.query<{ shop_name: string }>('SELECT shop_name FROM shops WHERE shop_no = $1 FOR UPDATE', [shopNo]) : [];
        const [row] = shopNo
          ? await tx.query<{ shop_no: number }>(
              `INSERT INTO shops (shop_no, shop_name) VALUES ($1, $2)
             ON CONFLICT (shop_no) DO UPDATE SET shop_name = EXCLUDED.shop_name RETURNING shop_no`,
              [shopNo, name],
            )
          : // shop_no is no serial (the seed names its shops): the next number after the highest.
            await tx.query<{ shop_no: number }>(
              'INSERT INTO shops (shop_no, shop_name) SELECT COALESCE(max(shop_no), 0) + 1, $1 FROM shops RETURNING shop_no',
              [name],
            );
        const no = Number(row.shop_no);
        await writeAudit(tx, {
          staffNo: staff.staffNo,
          action: 'SaveShop',
          entity: 'shop',
          key: no,
          before: before ? { ShopName: before.shop_name } : null,
          after: { ShopName: name },
          at: now,
        });
        return { no, added: !before };
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new ApiError(409, 'Another shop was added at the same moment. Please save again.');
        throw err;
      });
    await ctx.catalog.reload();
    return { success: true, ShopNo: saved.no, msg: saved.added ? `Shop ${saved.no} added.` : `Shop ${saved.no} renamed.` };
  });
}
