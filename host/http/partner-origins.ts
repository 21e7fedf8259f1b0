// The origins whose pages may call the store API (docs/embedding.md): the operator's EMBED_ORIGINS plus every
// partner shop's saved origins. The shops' come from the catalogue snapshot, so a saved shop's origins are allowed
// as soon as SaveShop's reload returns on this host, and on the others when its NOTIFY rebuilds their snapshots.
// A card payment returns to a partner page only on an origin of the order's own shop, or an operator's
// (host/payments/return-page.ts).
import type { Catalog } from '../catalog/catalog.js';
import type { ReturnOrigins } from '../payments/return-page.js';

export interface PartnerSet {
  has(origin: string): boolean;
}

export class PartnerOrigins implements PartnerSet, ReturnOrigins {
  private catalog: Pick<Catalog, 'partnerOrigins' | 'shopOrigins'> | undefined;
  private readonly extra: ReadonlySet<string>;

  constructor(embedOrigins: readonly string[]) {
    this.extra = new Set(embedOrigins);
  }

  /** From now on the shops' origins in this catalogue count too (the app makes it after the CORS hooks). */
  follow(catalog: Pick<Catalog, 'partnerOrigins' | 'shopOrigins'>): void {
    this.catalog = catalog;
  }

  has(origin: string): boolean {
    return this.extra.has(origin) || (this.catalog?.partnerOrigins().has(origin) ?? false);
  }

  /** The operator's EMBED_ORIGINS, or one saved with this very shop. */
  allowedFor(shopNo: number, origin: string): boolean {
    return this.extra.has(origin) || (this.catalog?.shopOrigins(shopNo).includes(origin) ?? false);
  }
}
