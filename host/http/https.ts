// Whether the shop is served over https, decided once from PUBLIC_URL, and the headers that every answer carries
// whichever path gives it (Fastify's hooks, the catalogue scope, the refusal before routing).
import type { PartnerSet } from './partner-origins.js';

export function isHttpsShop(publicUrl: string): boolean {
  return publicUrl.startsWith('https://');
}

/** Over https, browsers must never fall back to plain http for this shop (its cookies are Secure too). */
export const HSTS: readonly [name: string, value: string] = ['strict-transport-security', 'max-age=31536000; includeSubDomains'];

/**
 * Adds the security headers of an answer given outside @fastify/cors and the onSend hooks: HSTS over https, and
 * CORS for a partner origin (Access-Control-Allow-Origin; Vary: Origin unless `headers` already has a Vary).
 */
export function securityHeaders(
  headers: Record<string, string | number>,
  https: boolean,
  partners: PartnerSet,
  origin: string | undefined,
): Record<string, string | number> {
  if (origin !== undefined && partners.has(origin)) {
    headers['access-control-allow-origin'] = origin;
    headers.vary ??= 'Origin';
  }
  if (https) headers[HSTS[0]] = HSTS[1];
  return headers;
}
