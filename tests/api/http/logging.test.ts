import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loggerOptions, sumReadsInLog } from '../../../host/http/logging.js';
import { ReadTally } from '../../../host/http/read-tally.js';

// The request log: one line per finished request, and the catalogue's reads from memory summed up instead.

interface Line {
  level: number;
  msg: string;
  url?: string;
  statusCode?: number;
  reads?: number;
  notModified?: number;
  slowestMs?: number;
  seconds?: number;
}

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app with one summed-up route in a scope of its own (answering 200, 304 or 400 by `?answer=`) and one ordinary route. */
function appLogging(level: string): Line[] {
  const lines: Line[] = [];
  const options = loggerOptions(level, false, { write: (line) => void lines.push(JSON.parse(line) as Line) });
  app = Fastify(options);
  void app.register(async (scope) => {
    sumReadsInLog(scope);
    scope.get('/catalogue', async (request, reply) => {
      const answer = Number((request.query as { answer?: string }).answer ?? 200);
      if (answer === 400) throw Object.assign(new Error('MaxRecords must be a number.'), { statusCode: 400 });
      return reply.code(answer).send(answer === 304 ? undefined : { ok: true });
    });
  });
  app.get('/page', async () => 'page');
  if (options.logController) app.addHook('onClose', async () => options.logController!.reads.flush());
  return lines;
}

const completed = (lines: Line[]) => lines.filter((l) => l.msg === 'request completed').map((l) => `${l.url} ${l.statusCode}`);

describe('request log', () => {
  it('at info: a line per ordinary request, a line per failed read, and the good reads in one line on close', async () => {
    const lines = appLogging('info');
    for (const url of ['/catalogue', '/catalogue?answer=304', '/catalogue', '/page', '/catalogue?answer=400', '/nowhere'])
      await app!.inject({ method: 'GET', url });
    expect(completed(lines)).toEqual(['/page 200', '/catalogue?answer=400 400', '/nowhere 404']);
    expect(lines.filter((l) => l.msg === 'catalogue reads')).toEqual([]);
    await app!.close();
    const summary = lines.filter((l) => l.msg === 'catalogue reads');
    expect(summary).toHaveLength(1);
    expect(summary[0]).toMatchObject({ level: 30, reads: 3, notModified: 1 });
    expect(summary[0].slowestMs).toBeGreaterThanOrEqual(0);
    expect(summary[0].seconds).toBeGreaterThanOrEqual(0);
  });

  it('at debug: each read on its own line as well, at debug', async () => {
    const lines = appLogging('debug');
    await app!.inject({ method: 'GET', url: '/catalogue' });
    expect(lines.filter((l) => l.msg === 'request completed')).toMatchObject([{ level: 20, url: '/catalogue', statusCode: 200 }]);
    await app!.close();
    expect(lines.filter((l) => l.msg === 'catalogue reads')).toMatchObject([{ reads: 1 }]);
  });

  it('at warn: neither the lines nor the summary', async () => {
    const lines = appLogging('warn');
    await app!.inject({ method: 'GET', url: '/catalogue' });
    await app!.inject({ method: 'GET', url: '/page' });
    await app!.close();
    expect(lines).toEqual([]);
  });

  it('no summary when nothing was read', async () => {
    const lines = appLogging('info');
    await app!.inject({ method: 'GET', url: '/page' });
    await app!.close();
    expect(lines.map((l) => l.msg)).toEqual(['request completed']);
  });
});

describe('ReadTally', () => {
  it('logs at the end of its window and starts a new count after it', async () => {
    const logged: unknown[] = [];
    const log = { info: (fields: unknown) => void logged.push(fields) } as unknown as Parameters<ReadTally['count']>[0];
    const tally = new ReadTally(50);
    tally.count(log, 200, 1.5);
    tally.count(log, 200, 4.2);
    await vi.waitFor(() => expect(logged).toHaveLength(1), { timeout: 2_000, interval: 10 });
    expect(logged[0]).toMatchObject({ reads: 2, notModified: 0, slowestMs: 4.2 });
    tally.count(log, 304, 0.3);
    tally.flush();
    expect(logged[1]).toMatchObject({ reads: 1, notModified: 1, slowestMs: 0.3 });
    tally.flush();
    expect(logged).toHaveLength(2);
  });
});
