// The shop's settings (docs/back-office.md#settings), owners only: GET /api/admin/GetShopSettings gives them all,
// POST /api/admin/SaveShopSettings { Settings } checks and saves them. The catalogue (which carries them) is reloaded
// and the other hosts told, so every page, widget and mail shows the change from the next request, with no restart.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { ApiError } from '../../http/errors.js';
import { writeAudit } from '../../admin/audit.js';
import { ownerOnly, staffOf } from './guard.js';
import { bag } from './params.js';
import { checkShopSettings } from '../../../widgets/domain/shop-settings-check.js';

export async function adminSettingsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.addHook('preHandler', ownerOnly);

  app.get('/api/admin/GetShopSettings', async () => ({ success: true, Settings: ctx.catalog.settings() }));

  app.post('/api/admin/SaveShopSettings', async (request) => {
    const checked = checkShopSettings(bag(request.body).Settings);
    if (!checked.ok) throw new ApiError(400, checked.msg);
    const staff = staffOf(request);
    const now = ctx.now();
    await ctx.db.transaction(async (tx) => {
      const before = ctx.catalog.settings();
      await tx.query(
        `INSERT INTO shop_settings (id, settings, updated_at, updated_by) VALUES (1, $1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
        [JSON.stringify(checked.settings), now.toISOString(), staff.staffNo],
      );
      await writeAudit(tx, { staffNo: staff.staffNo, action: 'SaveShopSettings', entity: 'shop', key: 'settings', before, after: checked.settings, at: now });
    });
    await ctx.catalog.reload();
    return { success: true, Settings: ctx.catalog.settings(), msg: 'Shop settings saved.' };
  });
}
