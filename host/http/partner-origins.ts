// The origins whose pages may call the store API (docs/embedding.md): the operator's EMBED_ORIGINS plus every
// partner shop's saved origins. The shops' come from the catalogue snapshot, so a saved shop's origins are allowed
// as soon as SaveShop's reload returns on this host, and on the others when its NOTIFY rebuilds their snapshots.
import type { Catalog } from '../catalog/catalog.js';

export interface PartnerSet {
  has(origin: string): boolean;
}

export class PartnerOrigins implements PartnerSet {
  private catalog: Pick<Catalog, 'partnerOrigins'> | undefined;
  private readonly extra: ReadonlySet<string>;

  constructor(embedOrigins: readonly string[]) {
    this.extra = new Set(embedOrigins);
  }

  /** From now on the shops' origins in this catalogue count too (the app makes it after the CORS hooks). */
  follow(catalog: Pick<Catalog, 'partnerOrigins'>): void {
    this.catalog = catalog;
  }

  has(origin: string): boolean {
    return this.extra.has(origin) || (this.catalog?.partnerOrigins().has(origin) ?? false);
  }
}
