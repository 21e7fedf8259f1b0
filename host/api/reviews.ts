import type { FastifyInstance } from 'fastify';
import type { PluginOptions } from '../context.js';
import { ApiError } from '../http/errors.js';
import { perAddressLimit } from '../http/rate-limits.js';
import { ReviewStruct, parseWith } from '../../widgets/domain/schemas.js';
import { reviewMessage } from '../../widgets/domain/validation.js';

// Product reviews (docs/domain.md#entities, docs/domain.md#review-checks, docs/api.md#reviews; docs/architecture.md#decisions): anyone with a mobile number and a name may review (docs/domain.md#roles).
// A saved review appears on the product and feeds its Rating through the catalogue snapshot.

export const REVIEW_SAVED = 'Thank you! Your review has been saved.';
export const PRODUCT_NOT_FOUND = 'Product not found.';

export async function reviewsApi(app: FastifyInstance, { ctx }: PluginOptions): Promise<void> {
  app.post('/api/trini/saveproductreview', { config: { rateLimit: perAddressLimit(ctx.config, 'review') } }, async (request, reply) => {
    const parsed = parseWith(ReviewStruct, request.body);
    if (!parsed.ok) throw new ApiError(400, parsed.msg);
    const review = parsed.value;
    const message = reviewMessage(review);
    if (message) throw new ApiError(400, message);
    if (!ctx.catalog.product(review.ProductNo)) throw new ApiError(404, PRODUCT_NOT_FOUND);

    try {
      await ctx.db.query(
        `INSERT INTO reviews (product_no, customer_mobile, customer_name, review_title, comments, rating, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          review.ProductNo,
          review.CustomerMobile.trim(),
          review.CustomerName.trim(),
          review.ReviewTitle.trim(),
          review.Comments.trim(),
          review.Rating,
          ctx.now().toISOString(),
        ],
      );
    } catch (err) {
      // The product was removed after the snapshot was built.
      if (isForeignKeyViolation(err)) throw new ApiError(404, PRODUCT_NOT_FOUND);
      throw err;
    }
    // The answer waits for the new snapshot, so a reload of the product page right after shows the review.
    await ctx.catalog.reload();
    return reply.send({ success: true, msg: REVIEW_SAVED });
  });
}

function isForeignKeyViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23503';
}
