// Form bodies (application/x-www-form-urlencoded): WiPay's return may arrive as one, and the sandbox's card page
// posts one. The host has no form plugin, so each route scope that takes them adds this parser to itself.
import type { FastifyInstance } from 'fastify';

/** Parses application/x-www-form-urlencoded bodies in one encapsulated scope. */
export function registerFormParser(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser('application/x-www-form-urlencoded')) return; // the host may have one by now
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** A query or body object as string fields: the first of repeated values, numbers as text, objects dropped. */
export function singleValues(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!input || typeof input !== 'object' || Array.isArray(input)) return out;
  for (const [key, raw] of Object.entries(input as Record<string, unknown>)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
  }
  return out;
}
