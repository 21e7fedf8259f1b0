// Vitest global setup of the api and e2e projects: draws the product images' JPEG/WebP copies into the shared
// cache once, before any test file starts a host (each host then copies them: see host/db/seed/rasters.ts).
// Drawing them all takes tens of seconds on a loaded machine, more than a beforeAll hook may take.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRasterMedia } from '../../host/db/seed/rasters.js';

export const RASTER_CACHE = join(fileURLToPath(new URL('../../', import.meta.url)), 'node_modules', '.cache', 'trini-rasters');

export default async function fillRasterCache(): Promise<void> {
  const media = await mkdtemp(join(tmpdir(), 'trini-raster-warm-'));
  try {
    await ensureRasterMedia(media, { cacheDir: RASTER_CACHE });
  } finally {
    await rm(media, { recursive: true, force: true });
  }
}
