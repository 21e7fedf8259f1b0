// A stand-in for WhatsApp's Graph API and Twilio's REST API on 127.0.0.1: it records each request as it came and
// answers as the test tells it to (the next answers queued, else a success in the provider's own shape). It also
// serves the photos a test gives it as WhatsApp's media API does: GET /<version>/<media id> names the file's URL.
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
   * The next requests' answers, in order; `when`: only for a request whose body (a media request: path) holds that
   * text (another number's message is answered as usual). When none is queued, a success.
   */
  answerNext(...answers: Array<{ status: number; body: unknown; when?: string }>): void;
  /** A photo WhatsApp holds under this media id; `fileSize` is what its answer states (the real size when not given). */
  addMedia(id: string, type: string, bytes: Buffer, fileSize?: number): void;
  close(): Promise<void>;
}

export async function startFakeProvider(): Promise<FakeProvider> {
  const seen: SeenRequest[] = [];
  const queued: Array<{ status: number; body: unknown; when?: string }> = [];
  const media = new Map<string, { type: string; bytes: Buffer; fileSize: number }>();
  let n = 0;
  let url = '';
  const server = createServer((req, res) => {
    const file = /^\/media-file\/([^/?]+)/.exec(req.url ?? '')?.[1];
    const info = /^\/(?:v[\d.]+\/)?([^/?]+)$/.exec(req.url ?? '')?.[1];
    if (req.method === 'GET' && (file ?? info) !== undefined) {
      seen.push({ method: req.method, path: req.url ?? '', headers: req.headers, body: '' });
      const failing = queued.findIndex((a) => a.when !== undefined && (req.url ?? '').includes(a.when));
      if (failing >= 0) {
        const [answer] = queued.splice(failing, 1);
        return void res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      }
      const m = media.get(decodeURIComponent(file ?? info ?? ''));
      if (!m) return void res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":100,"message":"no such media"}}');
      if (file) return void res.writeHead(200, { 'content-type': m.type }).end(m.bytes);
      const answer = { messaging_product: 'whatsapp', url: `${url}/media-file/${info}`, mime_type: m.type, file_size: m.fileSize, id: info };
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    }
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
  url = `http://127.0.0.1:${port}`;
  return {
    url,
    seen,
    answerNext: (...answers) => queued.push(...answers),
    addMedia: (id, type, bytes, fileSize = bytes.length) => media.set(id, { type, bytes, fileSize }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
