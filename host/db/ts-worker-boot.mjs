// Starts a worker thread whose module is TypeScript (development and tests run the host's .ts files through
// tsx, whose loader does not reach worker threads on its own). The bundled host starts its .js workers directly.
import { workerData } from 'node:worker_threads';

const { register } = await import('tsx/esm/api');
register();
await import(workerData.entry);
