import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyShapeProblem } from './body-shape.js';

/** A refusal with a message for the shopper; becomes `{ success: false, msg }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function fail(reply: FastifyReply, statusCode: number, msg: string) {
  return reply.code(statusCode).send({ success: false, msg });
}

/** One error handler for the whole host: every failure is a JSON `{ success: false, msg }`, never a stack trace. */
/** Renders the shopper-facing 404 page for unknown non-API paths. */
export type NotFoundPage = (request: FastifyRequest, reply: FastifyReply) => unknown;

export function registerErrorHandling(app: FastifyInstance, notFoundPage?: NotFoundPage): void {
  // PostgreSQL text cannot hold U+0000: a NUL anywhere in an API body or query would reach the database and
  // fail there as a 500. Refuse it up front (every route is registered after this hook, so all get it).
  app.addHook('preValidation', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const shape = bodyShapeProblem(request.body);
    if (shape) return fail(reply, 400, shape);
    const nul = nulProblem(request.body) ?? nulProblem(request.query);
    if (nul) return fail(reply, 400, nul);
  });
  app.setErrorHandler(answerError);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (notFoundPage && request.method === 'GET' && !path.startsWith('/api/')) return notFoundPage(request, reply);
    return fail(reply, 404, `Not found: ${request.method} ${path}`);
  });
}

/** The answer to an error a route threw (every scope's error handler). */
export function answerError(err: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof ApiError) return fail(reply, err.statusCode, err.message);
  const status = err.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err }, 'request failed');
    return fail(reply, 500, 'Something went wrong on our side. Please try again.');
  }
  return fail(reply, status, clientMessage(err));
}

/** The refusal of a parsed body or query holding U+0000 anywhere, if it does. */
export function nulProblem(value: unknown): string | undefined {
  return hasNul(value) ? 'The request contains a NUL character (U+0000).' : undefined;
}

/** True when a string anywhere in a parsed body or query contains U+0000 (bounded depth, so never slow). */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) if (key.includes('\u0000') || hasNul(item, depth + 1)) return true;
  return false;
}

/** Fastify's own refusals before routing (a malformed percent-encoding in the path): the same JSON shape. */
export function frameworkErrors(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return fail(reply, err.statusCode && err.statusCode < 500 ? err.statusCode : 400, clientMessage(err));
}

function clientMessage(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON.';
    case 'FST_ERR_BAD_URL':
      return 'The request path is not a valid URL.';
    default:
      return err.message || 'Bad request.';
  }
}
