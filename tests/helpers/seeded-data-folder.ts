// A host process's data folder as its first start leaves it: the run's seeded database (tests/helpers/test-db.ts)
// and media (tests/helpers/seeded-media.ts). A test whose host process is about something else than a first start
// starts it on this, and the host only checks, as every start does, that nothing is missing.
import { join } from 'node:path';
import { linkSeededMedia } from './seeded-media.js';
import { writeSeededDatabase } from './test-db.js';

/** Fills `dataDir` (empty) with the seeded embedded database and the seed catalogue's media. */
export async function fillSeededDataFolder(dataDir: string): Promise<void> {
  await Promise.all([writeSeededDatabase(dataDir), linkSeededMedia(join(dataDir, 'media'))]);
}
