// Whether the shop is served over https, decided once from PUBLIC_URL, and the header that follows from it. Every
// path that answers (Fastify's hooks, the catalogue fast path, the refusal before routing) takes both from here.

export function isHttpsShop(publicUrl: string): boolean {
  return publicUrl.startsWith('https://');
}

/** Over https, browsers must never fall back to plain http for this shop (its cookies are Secure too). */
export const HSTS: readonly [name: string, value: string] = ['strict-transport-security', 'max-age=31536000; includeSubDomains'];
