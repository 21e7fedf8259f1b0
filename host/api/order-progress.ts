// GET /api/shop/GetOrderProgress?OrderNo= (docs/orders.md): for the account's order detail, the order's status
// history and the shop's answers to its returns. The same owner rule as GetOrder (host/api/orders.ts).
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../context.js';
import { ApiError } from '../http/errors.js';
import { customerFromRequest } from '../auth/tokens.js';
import { loadOrder } from '../orders/store-order.js';
import { orderStatusHistory } from '../orders/status-history.js';
import { rmaNumber } from '../../widgets/domain/returns.js';
import { bag, requiredId } from './admin/params.js';

export async function orderProgressApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.get('/api/shop/GetOrderProgress', async (request) => {
    const customer = await customerFromRequest(request, ctx);
    if (!customer) throw new ApiError(401, 'Please log in.');
    const orderNo = requiredId(bag(request.query), 'OrderNo');
    const order = await loadOrder(ctx.db, orderNo);
    // An account's orders only: a guest order joins one only through its mailed claim link (orders/claims.ts).
    if (!order || order.CustomerNo !== customer.customerNo) throw new ApiError(404, 'Order not found.');
    const returns = await ctx.db.query<Record<string, unknown>>(
      'SELECT rma_no, product_name, quantity, status, status_note, status_changed_at FROM product_returns WHERE order_no = $1 ORDER BY rma_no',
      [orderNo],
    );
    return {
      success: true,
      OrderNo: orderNo,
      Status: order.Status,
      StatusHistory: await orderStatusHistory(ctx.db, order),
      Returns: returns.map((r) => ({
        RMANo: rmaNumber(Number(r.rma_no)),
        ProductName: String(r.product_name),
        Quantity: Number(r.quantity),
        Status: String(r.status),
        StatusNote: String(r.status_note),
        StatusChangedAt: r.status_changed_at == null ? null : new Date(r.status_changed_at as string).toISOString(),
      })),
    };
  });
}
