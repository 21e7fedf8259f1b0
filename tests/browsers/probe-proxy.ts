// A loopback proxy in front of a site (the store, the partner page) that puts one script first in every page's
// <head>: it records console.error calls, uncaught errors, unhandled rejections and Content-Security-Policy
// violations in window.__probeErrors, which the page agent reads ('errors'). WebKitWebDriver reports none of them
// itself, and a script added after load would miss the hydration. The script is served from the page's own origin,
// so the pages' CSP (script-src 'self') allows it. Every answer of 400 or more is recorded here too.
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';

export const PROBE_PATH = '/__probe.js';

const PROBE = `(() => {
  const errors = (window.__probeErrors = window.__probeErrors || []);
  const text = (a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : (() => { try { return JSON.stringify(a); } catch { return String(a); } })());
  const error = console.error.bind(console);
  console.error = (...args) => { errors.push('console.error: ' + args.map(text).join(' ')); error(...args); };
  addEventListener('error', (e) => errors.push('error: ' + (e.message || (e.target && (e.target.src || e.target.href)) || 'a resource failed')), true);
  addEventListener('unhandledrejection', (e) => errors.push('unhandled rejection: ' + text(e.reason)));
  document.addEventListener('securitypolicyviolation', (e) => errors.push('CSP: ' + e.violatedDirective + ' ' + e.blockedURI));
})();`;

export interface ProbeProxy {
  url: string;
  /** Answers of 400 or more, as "STATUS METHOD PATH". */
  failures: string[];
  close(): Promise<void>;
}

/** Listens on `host`:`port` and forwards to `target` (http://host:port). */
export async function startProbeProxy(host: string, port: number, target: string): Promise<ProbeProxy> {
  const to = new URL(target);
  const failures: string[] = [];
  const server: Server = createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(PROBE);
      return;
    }
    // Uncompressed answers, so a page can be edited; the Host header is kept, so the site sees its public address.
    const headers: IncomingHttpHeaders = { ...req.headers };
    delete headers['accept-encoding'];
    const upstream = request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers }, (answer) => {
      const status = answer.statusCode ?? 502;
      if (status >= 400) failures.push(`${status} ${req.method} ${req.url}`);
      const out = { ...answer.headers };
      if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        res.writeHead(status, out);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head>/i, `<head><script src="${PROBE_PATH}"></script>`);
        delete out['content-length'];
        delete out.etag;
        res.writeHead(status, { ...out, 'content-length': Buffer.byteLength(html) });
        res.end(html);
      });
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as { port: number };
  return {
    url: `http://${host}:${bound}`,
    failures,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
