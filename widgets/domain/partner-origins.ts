// A partner shop's site origins (docs/embedding.md): what the Shops screen accepts and SaveShop stores. An origin is
// exactly what a browser sends in its Origin header, scheme://host[:port], so the check is a plain string match.

/** At most this many origins per shop (a shop, its www twin, a staging site...). */
export const MAX_SHOP_ORIGINS = 20;
const MAX_ORIGIN_LENGTH = 200;

/**
 * The origin a text names, as a browser writes it (lower-case host, no default port, no trailing slash), or null
 * when it is not an http(s) origin: a path, a query, credentials or another scheme make it something else.
 */
export function parseOrigin(text: string): string | null {
  const t = text.trim().replace(/\/$/, '');
  if (t.length === 0 || t.length > MAX_ORIGIN_LENGTH) return null;
  // Host names in ASCII (an international name in its xn-- form, as browsers send it), or an IPv6 address.
  const m = /^(https?):\/\/([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i.exec(t);
  if (!m) return null;
  const scheme = m[1].toLowerCase();
  const host = m[2].toLowerCase();
  const port = m[3] === undefined ? undefined : Number(m[3]);
  if (port !== undefined && (port < 1 || port > 65535)) return null;
  const defaultPort = scheme === 'https' ? 443 : 80;
  return port === undefined || port === defaultPort ? `${scheme}://${host}` : `${scheme}://${host}:${port}`;
}

export type OriginsCheck = { ok: true; origins: string[] } | { ok: false; msg: string };

/** A list of origins, each parsed, duplicates dropped, in the given order; or what is wrong with it. */
export function checkOrigins(texts: readonly string[]): OriginsCheck {
  const origins: string[] = [];
  for (const text of texts) {
    if (text.trim() === '') continue;
    const origin = parseOrigin(text);
    if (!origin) return { ok: false, msg: `"${text.trim().slice(0, 60)}" is not a site origin such as https://shop.example.tt.` };
    if (!origins.includes(origin)) origins.push(origin);
  }
  if (origins.length > MAX_SHOP_ORIGINS) return { ok: false, msg: `A shop can have at most ${MAX_SHOP_ORIGINS} origins.` };
  return { ok: true, origins };
}
