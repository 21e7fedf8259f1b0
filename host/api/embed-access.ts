// GET /api/shop/EmbedAccess (docs/embedding.md): may the page that asks call the store API? Answered to every origin
// (Access-Control-Allow-Origin: *), since it is what a page on an origin the store does not allow can still learn:
// the widgets there show the site owner which origin to register instead of a form that cannot work. It reads only
// the Origin header the browser sets, so a page cannot ask about another origin than its own.
import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../context.js';

export async function embedAccessApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  const own = new URL(ctx.config.publicUrl).origin;
  app.get('/api/shop/EmbedAccess', async (request, reply) => {
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : null;
    const allowed = origin === null || origin === own || origin === `${request.protocol}://${request.host}` || ctx.partners.has(origin);
    // Asked again after the shop saves its origins: a cached refusal would outlive the fix.
    reply.header('cache-control', 'no-store');
    if (!reply.hasHeader('access-control-allow-origin')) reply.header('access-control-allow-origin', '*');
    return { success: true, Origin: origin, Allowed: allowed };
  });
}
