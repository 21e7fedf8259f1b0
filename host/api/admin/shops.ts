// Partner shops (docs/back-office.md#shops): GET /api/admin/GetShops, POST /api/admin/SaveShop { ShopNo?, ShopName, Origins? }
// adds (without ShopNo, or with a new one) or renames a shop and sets its site origins (absent: kept). The catalogue
// is reloaded and the other hosts told (catalogue change notice), so /fborder/{ProductNo}/{ShopNo}, a card's shop-no
// and the shop's origins (CORS, host/http/partner-origins.ts) work with it at once, with no restart.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { writeAudit } from '../../admin/audit.js';
import { isUniqueViolation } from '../../orders/store-order.js';
import { staffOf } from './guard.js';
import { bag, optionalId, optionalText } from './params.js';
import { checkOrigins, MAX_SHOP_ORIGINS } from '../../../widgets/domain/partner-origins.js';

export const SHOP_NAME_MAX = 100;

export async function adminShopsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/admin/GetShops', async () => {
    const rows = await ctx.db.query<{ shop_no: number; shop_name: string; origins: string[] }>(
      'SELECT shop_no, shop_name, origins FROM shops ORDER BY shop_no',
    );
    return { success: true, Shops: rows.map((r) => ({ ShopNo: Number(r.shop_no), ShopName: r.shop_name, Origins: r.origins })) };
  });

  app.post('/api/admin/SaveShop', async (request) => {
    const body = bag(request.body);
    const shopNo = optionalId(body, 'ShopNo');
    const name = optionalText(body, 'ShopName', SHOP_NAME_MAX) ?? '';
    if (!name) throw new ApiError(400, 'ShopName is required.');
    const origins = optionalOrigins(body.Origins);
    const staff = staffOf(request);
    const now = ctx.now();
    const saved = await ctx.db
      .transaction(async (tx) => {
        const [before] = shopNo
          ? await tx.query<{ shop_name: string; origins: string[] }>('SELECT shop_name, origins FROM shops WHERE shop_no = $1 FOR UPDATE', [shopNo])
          : [];
        const kept = origins ?? before?.origins ?? [];
        const [row] = shopNo
          ? await tx.query<{ shop_no: number }>(
              `INSERT INTO shops (shop_no, shop_name, origins) VALUES ($1, $2, $3)
             ON CONFLICT (shop_no) DO UPDATE SET shop_name = EXCLUDED.shop_name, origins = EXCLUDED.origins RETURNING shop_no`,
              [shopNo, name, kept],
            )
          : // shop_no is no serial (the seed names its shops): the next number after the highest.
            await tx.query<{ shop_no: number }>(
              'INSERT INTO shops (shop_no, shop_name, origins) SELECT COALESCE(max(shop_no), 0) + 1, $1, $2 FROM shops RETURNING shop_no',
              [name, kept],
            );
        const no = Number(row.shop_no);
        await writeAudit(tx, {
          staffNo: staff.staffNo,
          action: 'SaveShop',
          entity: 'shop',
          key: no,
          before: before ? { ShopName: before.shop_name, ...originsNote(before.origins) } : null,
          after: { ShopName: name, ...originsNote(kept) },
          at: now,
        });
        return { no, added: !before, renamed: !!before && before.shop_name !== name };
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new ApiError(409, 'Another shop was added at the same moment. Please save again.');
        throw err;
      });
    await ctx.catalog.reload();
    return {
      success: true,
      ShopNo: saved.no,
      msg: saved.added ? `Shop ${saved.no} added.` : saved.renamed ? `Shop ${saved.no} renamed.` : `Shop ${saved.no} saved.`,
    };
  });
}

/** Origins: absent (kept as they are) or a list of origin texts; anything else is a 400 that says why. */
function optionalOrigins(raw: unknown): string[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw) || raw.length > MAX_SHOP_ORIGINS * 2 || !raw.every((o) => typeof o === 'string')) {
    throw new ApiError(400, 'Origins must be a list of site origins such as https://shop.example.tt.');
  }
  const checked = checkOrigins(raw);
  if (!checked.ok) throw new ApiError(400, `Origins: ${checked.msg}`);
  return checked.origins;
}

// A shop without origins is audited by its name alone.
const originsNote = (origins: readonly string[]) => (origins.length > 0 ? { Origins: origins } : {});
