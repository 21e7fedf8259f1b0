// A server in a process of its own, run with --allow-natives-syntax and --expose-gc (tests/unit/http/request-shapes.test.ts):
// it answers ten requests one after another, with a full garbage collection after each, and prints, as one JSON
// array, whether each request's IncomingMessage and ServerResponse had fast properties (not a hash table).
// Usage: tsx tests/helpers/request-shapes-server.ts <settled|unsettled>: "settled" listens as the host does
// (listenWhileStarting, then handOver); "unsettled" is a bare node:http server with the same options.
import { Agent, createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { SERVER_OPTIONS, handOver, listenWhileStarting } from '../../host/http/start-up-listener.js';

const hasFastProperties = new Function('value', 'return %HasFastProperties(value)') as (value: object) => boolean;
const gc = (globalThis as { gc?: (options: { type: 'major'; execution: 'async' }) => Promise<void> }).gc!;

function probe(req: IncomingMessage, res: ServerResponse): void {
  const fast = hasFastProperties(req) && hasFastProperties(res);
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(fast));
}

async function listening(mode: string): Promise<Server> {
  if (mode === 'settled') {
    const server = handOver(await listenWhileStarting('127.0.0.1', 0, () => undefined), probe);
    server.listen();
    return server;
  }
  const server = createServer(SERVER_OPTIONS, probe);
  await new Promise<void>((done) => server.listen({ host: '127.0.0.1', port: 0 }, done));
  return server;
}

async function main(): Promise<void> {
  const server = await listening(process.argv[2] ?? '');
  const { port } = server.address() as { port: number };
  const agent = new Agent({ keepAlive: true });
  const ask = () =>
    new Promise<boolean>((done, fail) => {
      request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => done(JSON.parse(body) as boolean));
      })
        .on('error', fail)
        .end();
    });
  const fast: boolean[] = [];
  for (let i = 0; i < 10; i++) {
    fast.push(await ask());
    await gc({ type: 'major', execution: 'async' });
  }
  console.log(JSON.stringify(fast));
  agent.destroy();
  server.close();
}
void main();
