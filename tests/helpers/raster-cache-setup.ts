// Vitest global setup of the api and e2e projects: draws the product images' JPEG/WebP copies into the shared
// cache once, before any test file starts a host (drawing them all takes tens of seconds on a loaded machine, more
// than a beforeAll hook may take), and keeps one complete media folder for the run, which each test host links
// into its own data folder (tests/helpers/seeded-media.ts) instead of writing its two thousand files again.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { ensureMedia } from '../../host/db/seed/images.js';
import { ensureRasterMedia } from '../../host/db/seed/rasters.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seed catalogue's media folder (its images and their JPEG/WebP copies), complete. */
    seededMedia: string;
  }
}

export const RASTER_CACHE = join(fileURLToPath(new URL('../../', import.meta.url)), 'node_modules', '.cache', 'trini-rasters');

export default async function seedMediaOnce(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'trini-seeded-media-'));
  const media = join(dir, 'media');
  await ensureMedia(media);
  await ensureRasterMedia(media, { cacheDir: RASTER_CACHE });
  project.provide('seededMedia', media);
  return () => rm(dir, { recursive: true, force: true });
}
