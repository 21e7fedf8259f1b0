// `npm run seed`: opens the configured database (DATABASE_URL, or the embedded one in DATA_DIR), brings the
// schema up to date, loads the seed catalogue if the database has no products, and writes the media files.
// `npm run seed -- --extra-products N` then adds N generated products (host/db/seed/extra-products.ts). The host
// draws its start-up share cards in the background once it has started, and any other on its first request;
// `--share-cards` draws every card here, for a data folder that is to start with every card in place.
// In production (`npm run seed:prod`) the demo catalogue loads only with `--demo`, and never the demo shop's details
// (docs/deployment.md#an-empty-shop).
import { join, resolve } from 'node:path';
import { loadConfig } from '../../config.js';
import { describeCommandDatabase, withCommandDatabase } from '../command-database.js';
import { seedDatabase } from './seed.js';
import { addExtraProducts } from './extra-products.js';
import { createCatalog } from '../../catalog/snapshot.js';
import { ShareCardStore } from '../../media/share-card-store.js';
import { allCardSpecs } from '../../media/share-cards.js';

/** --extra-products N (0 when absent); anything else is refused. */
function extraProductsArg(argv: string[]): number {
  const at = argv.indexOf('--extra-products');
  if (at < 0) return 0;
  const n = Number(argv[at + 1]);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new Error('--extra-products needs a whole number from 1 to 1000000.');
  return n;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const extra = extraProductsArg(args);
  const config = loadConfig(process.env);
  if (config.production && !args.includes('--demo')) {
    console.log('A production shop starts empty. To load the demo catalogue anyway: npm run seed:prod -- --demo');
    return;
  }
  await withCommandDatabase(config, async (db) => {
    const mediaDir = resolve(join(config.dataDir, 'media'));
    const result = await seedDatabase(db, { mediaDir, rasterCacheDir: config.rasterCacheDir, demoSettings: !config.production });
    if (extra > 0) console.log(`Added ${extra} generated products (now ${await addExtraProducts(db, extra)}).`);
    const counts = await db.query<{ table: string; n: number }>(
      `SELECT 'products' AS table, count(*)::int AS n FROM products
       UNION ALL SELECT 'categories', count(*)::int FROM categories
       UNION ALL SELECT 'reviews', count(*)::int FROM reviews
       UNION ALL SELECT 'cities', count(*)::int FROM cities
       UNION ALL SELECT 'shops', count(*)::int FROM shops`,
    );
    console.log(`Database: ${describeCommandDatabase(config)}`);
    console.log(result.seeded ? 'Seed catalogue loaded.' : 'The database already has products; the catalogue was left as it is.');
    console.log(`Now: ${counts.map((c) => `${c.n} ${c.table}`).join(', ')}.`);
    if (result.media) console.log(`Media: ${result.media.written} of ${result.media.total} files written to ${mediaDir}.`);
    if (result.rasters) console.log(`Media: JPEG/WebP copies of ${result.rasters.written} of ${result.rasters.total} product images drawn.`);
    if (!args.includes('--share-cards')) return;
    const catalog = await createCatalog(db);
    try {
      const drawn = await new ShareCardStore(mediaDir, config.rasterCacheDir).warm(allCardSpecs(catalog.data()));
      console.log(`Share cards: ${drawn} drawn (1200x630 JPEG per product, category and the home page).`);
    } finally {
      catalog.close();
    }
  });
}

main().catch((err: unknown) => {
  console.error(`Seeding failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
