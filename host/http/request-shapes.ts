// V8 settles how much room an object of a class gets in place after the first few objects of that class (its
// in-object slack tracking, seven constructions), sized to the largest of them it still knows of. A full garbage
// collection between the first requests forgets the layouts of the requests already answered, so node's request and
// response objects (IncomingMessage, ServerResponse) get too little room, overflow their symbol-keyed fields past
// V8's limit and live as hash tables for the rest of the process: every request then allocates about twice as
// much, and the young generation is collected about twice as often.
// A collection there is likely: V8 collects an idle process soon after its start, and a catalogue refresh asks for
// one. So, as soon as the server listens, it answers a handful of its own requests at once: the layouts are settled
// on real requests, while all of them are alive.
import { Agent, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenUrl } from '../config.js';

/** More than V8's seven constructions, all in flight together. */
const SETTLING_REQUESTS = 8;
const SETTLING_TIMEOUT_MS = 2_000;

/** One GET of `url` (the server's own); settles whatever happens (never rejects), within the timeout. */
function ownRequest(agent: Agent, url: URL): Promise<void> {
  return new Promise((done) => {
    const req = request(url, { agent, timeout: SETTLING_TIMEOUT_MS }, (res) => {
      res.resume();
      res.once('end', done);
      res.once('error', () => done());
    });
    req.once('timeout', () => req.destroy());
    req.once('error', () => done());
    req.end();
  });
}

/**
 * Sends SETTLING_REQUESTS GETs of `path` to the listening `server` at once and waits for their answers, so that the
 * request and response objects' layouts are settled on them (see above). Best effort: a failed request only leaves the
 * layouts to the first real requests, and it never holds the start-up for more than its timeout.
 */
export async function settleRequestShapes(server: Server, path: string): Promise<void> {
  const address = server.address();
  if (address === null || typeof address === 'string') return;
  const { address: host, port } = address as AddressInfo;
  const url = new URL(path, listenUrl(host, port));
  // Kept-alive connections, one per request, as a browser's or a proxy's requests come.
  const agent = new Agent({ keepAlive: true });
  try {
    await Promise.all(Array.from({ length: SETTLING_REQUESTS }, () => ownRequest(agent, url)));
  } finally {
    agent.destroy();
  }
}
