// The running host's backup door (docs/deployment.md#backups): the embedded database belongs to the host, which
// holds its lock, so `npm run backup` asks the host itself for the copy, over a Unix socket in the data folder.
// Only whoever may read the data folder may connect (mode 0600), and such a one could copy the folder anyway; no
// port, no token. The copy is taken between transactions (host/db/pglite-dump.ts).
import { createServer } from 'node:http';
import { chmod, unlink } from 'node:fs/promises';
import { unlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Db } from '../db/db.js';

export const BACKUP_PATH = '/backup';

/** Where the socket is: DATA_DIR/backup.sock. */
export const backupSocketPath = (dataDir: string): string => resolve(dataDir, 'backup.sock');

/** A Unix socket's path must fit in sockaddr_un (107 bytes on Linux). */
const SOCKET_PATH_MAX = 107;

/** Serves backups of `db` until the process ends; answers why not, when the data folder's path is too long. */
export async function serveBackups(dataDir: string, db: Db): Promise<string | undefined> {
  const path = backupSocketPath(dataDir);
  if (Buffer.byteLength(path) > SOCKET_PATH_MAX) return `Backups: the data folder's path is too long for ${path}; stop the host to take one.`;
  // Ours alone: the lock on the data folder is held, so a socket file left there is a dead host's.
  await unlink(path).catch(() => undefined);
  let busy = false;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== BACKUP_PATH) return void res.writeHead(404).end();
    if (busy) return void res.writeHead(409, { 'content-type': 'text/plain' }).end('A backup is being taken already.');
    busy = true;
    db.dump!()
      .then((bytes) => res.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length }).end(bytes))
      .catch((err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(err instanceof Error ? err.message : String(err)))
      .finally(() => (busy = false));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(path, () => done());
  });
  await chmod(path, 0o600);
  server.unref();
  process.once('exit', () => {
    try {
      unlinkSync(path);
    } catch {
      // gone with its folder
    }
  });
  return undefined;
}
