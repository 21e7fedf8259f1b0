import type { AppContext } from '../context.js';
import type { CatalogData } from '../catalog/data.js';
import { isSnapshotCatalog } from '../catalog/snapshot.js';

/** The current catalogue snapshot (buildApp always makes a snapshot catalogue). */
export function catalogData(ctx: AppContext): CatalogData {
  if (!isSnapshotCatalog(ctx.catalog)) throw new Error('The pages need the snapshot catalogue (createCatalog).');
  return ctx.catalog.data();
}
