// GET /api/admin/SetupChecklist (docs/back-office.md#setting-up-your-shop): what a new shop still needs; the back
// office opens on it until every step is done. `Owner` tells the back office whether to offer Settings; `NoticesOff`
// that no mail or message provider is set, for the banner every signed-in staff member sees.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { setupChecklist } from '../../../widgets/domain/setup-checklist.js';
import { isOwner } from './guard.js';
import { noNoticeLeaves } from '../../outbox/no-notice-leaves.js';

export async function adminSetupApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/admin/SetupChecklist', async (request) => {
    const [row] = await ctx.db.query<{ saved: boolean; staff: number }>(
      'SELECT EXISTS (SELECT 1 FROM shop_settings) AS saved, (SELECT count(*)::int FROM staff WHERE disabled_at IS NULL) AS staff',
    );
    const items = setupChecklist({
      settings: ctx.catalog.settings(),
      settingsSaved: row.saved,
      takesCards: ctx.config.useWipay,
      productCount: ctx.catalog.products().length,
      staffCount: Number(row.staff),
    });
    return { success: true, Items: items, Done: items.every((i) => i.Done), Owner: isOwner(request), NoticesOff: noNoticeLeaves(ctx.config) };
  });
}
