// A stand-in for WhatsApp's Graph API and Twilio's REST API on 127.0.0.1: it records each request as it came and
// answers as the test tells it to (the next answers queued, else a success in the provider's own shape).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeProvider {
  url: string;
  seen: SeenRequest[];
  /**
   * The next requests' answers, in order; `when`: only for a request whose body holds that text (another number's
   * message is answered as usual). When none is queued, a success.
   */
  answerNext(...answers: Array<{ status: number; body: unknown; when?: string }>): void;
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const seen: SeenRequest[] = [];
  const queued: Array<{ status: number; body: unknown; when?: string }> = [];
  let n = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      n++;
      const index = queued.findIndex((a) => a.when === undefined || body.includes(a.when));
      const answer = (index >= 0 ? queued.splice(index, 1)[0] : undefined) ?? {
        status: 200,
        body: req.url?.includes('/Messages.json') ? { sid: `SM${String(n).padStart(32, '0')}`, status: 'queued' } : { messages: [{ id: `wamid.TEST${n}` }] },
      };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    answerNext: (...answers) => queued.push(...answers),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
