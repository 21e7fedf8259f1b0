// A test host's media folder, made of hard links to the run's seeded one (tests/helpers/raster-cache-setup.ts):
// linking costs a fraction of the CPU that copying two thousand files does. No write reaches the linked files: the
// seed writes a media file only when it is missing or differs from the seed's, which a folder linked from the same
// seed never does, and share cards are new files renamed into place.
import { link, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  await Promise.all(
    (await readdir(from, { withFileTypes: true })).map((entry) =>
      entry.isDirectory() ? linkTree(join(from, entry.name), join(to, entry.name)) : link(join(from, entry.name), join(to, entry.name)),
    ),
  );
}

/** Fills `mediaDir` (which must not exist yet) with the seed catalogue's media. */
export function linkSeededMedia(mediaDir: string): Promise<void> {
  return linkTree(inject('seededMedia'), mediaDir);
}
