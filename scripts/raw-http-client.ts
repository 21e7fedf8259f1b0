// Kept only for open-loop load (bench:orders, bench:overload): autocannon cannot pace arrivals on a schedule.
// A lean HTTP/1.1 client for load generation: a fixed pool of keep-alive sockets, opened before the
// measurement, each carrying one request at a time (no pipelining), the request's bytes built once. node:http's
// client costs enough per request in the generator's own event loop that, at thousands of requests a second on
// two cores, it and not the server would decide the tail (even against a bare node:http server that refuses every
// order). This one parses only the status line, Retry-After and the body's
// length (Content-Length or chunked), which is all a benchmark reads.
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

export interface RawAnswer {
  /** 0: the connection failed or closed before the answer; -1: no answer within the time limit. */
  status: number;
  /** From `due` (the scheduled send time) to the answer's last byte. */
  ms: number;
  retryAfter?: string;
  /** The body's length in bytes (0 when there was no answer). */
  bodyBytes?: number;
  /** The body as text, when the pool was opened with keepBodies. */
  body?: string;
}

interface Pending {
  bytes: Buffer;
  due: number;
  resolve: (a: RawAnswer) => void;
  timer?: NodeJS.Timeout;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('0\r\n\r\n');

/** The bytes of one request, built once per distinct request. */
export function rawRequest(method: string, path: string, headers: Record<string, string>, body = ''): Buffer {
  const head = [`${method} ${path} HTTP/1.1`, 'host: 127.0.0.1', 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
  if (body || method === 'POST') head.push(`content-length: ${Buffer.byteLength(body)}`);
  return Buffer.from(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** One keep-alive connection: sends a request, reads its answer, then takes the next one waiting. */
class Connection {
  private socket!: Socket;
  private current?: Pending;
  private buffered: Buffer = Buffer.alloc(0);
  private closed = false;

  constructor(
    private readonly port: number,
    private readonly onIdle: (c: Connection) => void,
    private readonly timeoutMs: number,
    private readonly keepBody: boolean,
    private readonly onClosed: () => void,
  ) {}

  get isClosed(): boolean {
    return this.closed;
  }

  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.socket = connect({ host: '127.0.0.1', port: this.port, noDelay: true }, () => resolve());
      this.socket.once('error', reject);
      this.socket.on('data', (chunk: Buffer) => this.read(chunk));
      this.socket.on('close', () => {
        this.closed = true;
        this.finish(0);
        this.onClosed();
      });
    });
  }

  send(p: Pending): void {
    this.current = p;
    if (this.closed) return this.finish(0);
    p.timer = setTimeout(() => this.finish(-1), this.timeoutMs);
    this.socket.write(p.bytes);
  }

  close(): void {
    this.socket.destroy();
  }

  private read(chunk: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const headEnd = this.buffered.indexOf(HEADER_END);
    if (headEnd < 0) return;
    const head = this.buffered.subarray(0, headEnd).toString('latin1');
    const status = Number(head.slice(9, 12));
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    const bodyStart = headEnd + 4;
    let end: number;
    if (length) end = bodyStart + Number(length[1]);
    else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
      const last = this.buffered.indexOf(CHUNKED_END, bodyStart);
      end = last < 0 ? Infinity : last + CHUNKED_END.length;
    } else end = bodyStart;
    if (this.buffered.length < end) return;
    const body = this.keepBody ? this.buffered.toString('utf8', bodyStart, end) : undefined;
    this.buffered = this.buffered.subarray(end);
    this.finish(status, /\r\nretry-after:\s*([^\r]*)/i.exec(head)?.[1], end - bodyStart, body);
  }

  private finish(status: number, retryAfter?: string, bodyBytes = 0, body?: string): void {
    const p = this.current;
    if (!p) return;
    clearTimeout(p.timer);
    this.current = undefined;
    p.resolve({ status, ms: performance.now() - p.due, retryAfter, bodyBytes, body });
    if (status === -1) this.close();
    if (!this.closed) this.onIdle(this);
  }
}

/**
 * A pool of `size` connections to 127.0.0.1:`port`. `send` hands the request to an idle connection, or queues it
 * until one is free (open loop: the wait counts in its latency, measured from `due`).
 */
export class RawPool {
  private readonly idle: Connection[] = [];
  private readonly all: Connection[] = [];
  private readonly waiting: Pending[] = [];
  private head = 0;

  /** keepBodies: each answer carries its body as text (a chunked body with its chunk framing). */
  static async open(port: number, size: number, timeoutMs: number, keepBodies = false): Promise<RawPool> {
    const pool = new RawPool();
    const connections = Array.from(
      { length: size },
      () =>
        new Connection(
          port,
          (c) => pool.release(c),
          timeoutMs,
          keepBodies,
          () => pool.closedOne(),
        ),
    );
    await Promise.all(connections.map((c) => c.open()));
    pool.all.push(...connections);
    pool.idle.push(...connections);
    return pool;
  }

  /** One request on every connection, all at once: the server has then accepted and set up each of them. */
  async warm(bytes: Buffer): Promise<void> {
    const now = performance.now();
    await Promise.all(this.all.map(() => this.send(bytes, now)));
  }

  send(bytes: Buffer, due: number): Promise<RawAnswer> {
    return new Promise((resolve) => {
      const p: Pending = { bytes, due, resolve };
      let c = this.idle.pop();
      while (c?.isClosed) c = this.idle.pop();
      if (c) c.send(p);
      else if (this.all.some((x) => !x.isClosed)) this.waiting.push(p);
      else p.resolve({ status: 0, ms: performance.now() - due });
    });
  }

  /** A connection closed (the server hung up): once none is left, nothing waiting would ever be sent. */
  private closedOne(): void {
    if (this.all.every((c) => c.isClosed)) this.failWaiting();
  }

  private failWaiting(): void {
    for (const p of this.waiting.splice(this.head)) p.resolve({ status: 0, ms: performance.now() - p.due, bodyBytes: 0 });
    this.waiting.length = 0;
    this.head = 0;
  }

  close(): void {
    for (const c of this.all) c.close();
    this.failWaiting();
  }

  private release(c: Connection): void {
    if (this.head < this.waiting.length) {
      const p = this.waiting[this.head++];
      if (this.head > 1024 && this.head * 2 > this.waiting.length) {
        this.waiting.splice(0, this.head);
        this.head = 0;
      }
      c.send(p);
    } else this.idle.push(c);
  }
}
