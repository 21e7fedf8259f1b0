// The host listens from the first moment of its start (docs/deployment.md#health): while it opens and migrates the
// database and loads the catalogue, which on a new shop takes a while, GET /healthz already answers 200 (the process is
// alive: no orchestrator should restart it) and GET /readyz answers 503 (send no traffic yet); anything else gets a 503
// with Retry-After. Once the app is built it takes over this very server, so the port never closes in between and a
// connection opened meanwhile is served by the app from its next request.
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import { settleRequestShapes } from './request-shapes.js';

const RETRY_AFTER_SECONDS = 5;

/**
 * A request that declares no body (no Content-Length, no Transfer-Encoding) starts out already read to its end, so
 * the GETs that are most of the traffic skip the request stream's end and dump.
 */
export const SERVER_OPTIONS: ServerOptions = { optimizeEmptyRequests: true };

function starting(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  const answer = (status: number, body: object, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
    res.end(JSON.stringify(body));
  };
  if (path === '/healthz') return answer(200, { success: true, status: 'ok' });
  if (path === '/readyz') return answer(503, { success: false, status: 'starting' });
  answer(503, { success: false, msg: 'The shop is starting. Please try again in a moment.' }, { 'retry-after': String(RETRY_AFTER_SECONDS) });
}

/**
 * A server answering the start-up's health checks, listening on host:port, once it has answered its own first
 * requests (request-shapes.ts); rejects as listen() would.
 */
export async function listenWhileStarting(host: string, port: number, configure: (server: Server) => void): Promise<Server> {
  const server = createServer(SERVER_OPTIONS, starting);
  configure(server);
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen({ host, port }, () => {
      server.off('error', fail);
      done();
    });
  });
  await settleRequestShapes(server, '/healthz');
  return server;
}

/**
 * The server for the app's serverFactory, whose requests go to `serve` once the app listens. Fastify's listen(), which
 * runs when every route and hook is in place, adopts it as it is: node cannot listen twice, so `listen` only hands the
 * requests over and says it listens, as node would once bound. Until then the start-up's answers go on.
 */
export function handOver(server: Server, serve: (req: IncomingMessage, res: ServerResponse) => void): Server {
  server.listen = function listening(this: Server) {
    this.removeAllListeners('request');
    this.on('request', serve);
    process.nextTick(() => this.emit('listening'));
    return this;
  } as Server['listen'];
  return server;
}
