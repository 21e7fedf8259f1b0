// The yardstick for a benchmark over many different requests: a bare node:http server, on a thread of its own,
// answering each recorded path with exactly the bytes (and content headers) the host sent for it. What it
// reaches on this machine with the same load generator, in the same run, is the ceiling the host is measured
// against.
import { request } from 'node:http';
import { Worker } from 'node:worker_threads';

export interface RecordedAnswer {
  path: string;
  contentType: string;
  contentEncoding?: string;
  body: Uint8Array;
}

const SERVER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createServer } = require('node:http');
const answers = new Map(workerData.answers.map((a) => [a.path, a]));
const server = createServer((req, res) => {
  const a = answers.get(req.url);
  if (!a) { res.writeHead(404).end(); return; }
  const headers = { 'content-type': a.contentType };
  if (a.contentEncoding) headers['content-encoding'] = a.contentEncoding;
  res.writeHead(200, headers);
  res.end(a.body);
});
server.keepAliveTimeout = 30000;
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
parentPort.on('message', () => { server.closeAllConnections(); server.close(() => process.exit(0)); });
`;

/** One GET's answer as sent: node:http's client leaves a compressed body compressed (fetch would not). */
function get(port: number, path: string, headers: Record<string, string>): Promise<RecordedAnswer> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`${path} answered ${res.statusCode}`));
        const encoding = res.headers['content-encoding'];
        resolve({ path, contentType: res.headers['content-type'] ?? 'application/json', contentEncoding: encoding, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** Records each path's answer from the server on 127.0.0.1:`port` (GET with `headers`). */
export async function recordAnswers(port: number, paths: readonly string[], headers: Record<string, string>): Promise<RecordedAnswer[]> {
  const answers: RecordedAnswer[] = [];
  for (const path of paths) answers.push(await get(port, path, headers));
  return answers;
}

/** Starts the yardstick server; resolves with its port and a close function. */
export async function startRecordedAnswersServer(answers: RecordedAnswer[]): Promise<{ port: number; close: () => Promise<void> }> {
  const worker = new Worker(SERVER, { eval: true, workerData: { answers } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('close');
      await exited;
    },
  };
}
