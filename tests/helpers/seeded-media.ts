// A test host's media folder, made of hard links to the run's seeded one (tests/helpers/raster-cache-setup.ts):
// linking takes a tenth of the time and CPU that writing the files does. The host never writes into a media file
// it did not create: share cards and the seed's files are written under a new name and renamed, or written only
// when missing or different, which a folder linked from the same seed never is.
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
