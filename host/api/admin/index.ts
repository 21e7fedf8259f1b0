// The back office API: /api/admin/Login, and behind the staff guard one plugin per resource.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../../context.js';
import { adminLoginApi } from './login.js';
import { staffGuard } from './guard.js';
import { adminOrdersApi } from './orders.js';
import { adminReturnsApi } from './returns.js';
import { adminShopsApi } from './shops.js';
import { adminReportApi } from './report.js';
import { adminProductsApi } from './products.js';
import { adminProductListApi } from './product-list.js';
import { adminProductPhotosApi } from './product-photos.js';
import { adminCategoriesApi } from './categories.js';
import { adminProductCsvApi } from './product-csv.js';
import { adminEventsApi } from './order-events.js';
import { adminSettingsApi } from './settings.js';
import { adminSetupApi } from './setup.js';
import { adminStaffApi } from './staff.js';
import { adminNoticesApi } from './notices.js';
import { adminReceiptsApi } from './receipts.js';

const guarded = [
  adminOrdersApi,
  adminReturnsApi,
  adminShopsApi,
  adminReportApi,
  adminProductsApi,
  adminProductListApi,
  adminProductPhotosApi,
  adminCategoriesApi,
  adminProductCsvApi,
  adminSetupApi,
  adminSettingsApi,
  adminStaffApi,
  adminNoticesApi,
  adminReceiptsApi,
];

export async function adminApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  await app.register(adminLoginApi, { ctx });
  // Its own door: the event stream also takes a ticket (an EventSource sends no Authorization header).
  await app.register(adminEventsApi, { ctx });
  await app.register(async (scope) => {
    // onRequest: before the body is even parsed, a caller without a staff token gets its 401/403.
    scope.addHook('onRequest', staffGuard(ctx));
    for (const plugin of guarded) await scope.register(plugin, { ctx });
  });
}
