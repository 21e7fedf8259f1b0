// GET /api/shop/EmbedAccess: whether the store lets this page's origin show its widgets (docs/embedding.md).
import ky from 'ky';

export interface EmbedAccessAnswer {
  Allowed?: unknown;
  Origin?: unknown;
}

/** The store's answer, or null when it gave none. No credentials and no custom header: a simple request, answered
 * to any origin without a preflight (the store client would add the shopper's bearer token). */
export async function getEmbedAccess(apiBase: string): Promise<EmbedAccessAnswer | null> {
  const response = await ky.get('api/shop/EmbedAccess', {
    prefixUrl: apiBase,
    credentials: 'omit',
    retry: 0,
    throwHttpErrors: false,
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  return response.ok ? ((await response.json()) as EmbedAccessAnswer) : null;
}
