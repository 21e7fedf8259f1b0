// An oversized body is answered 413 with the JSON message, readable by Node's fetch (which keeps uploading
// while the server answers), and the server keeps serving (host/http/body-limit.ts).
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

const FIVE_MB = JSON.stringify({ CustomerName: 'x'.repeat(5 * 1024 * 1024) });

describe('oversized bodies', () => {
  it('answers a 5 MB JSON body 413 {success:false,msg} that fetch can read', async () => {
    const res = await fetch(`${base}/api/shop/SaveOrder`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: FIVE_MB });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, msg: 'The request body is too large.' });
  });

  it('answers a 5 MB chunked upload (no Content-Length) the same way', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 80) return controller.close();
        sent++;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${base}/api/customer/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false, msg: 'The request body is too large.' });
  });

  it('keeps serving afterwards', async () => {
    const res = await fetch(`${base}/api/Trini/GetCityList`);
    expect(res.status).toBe(200);
  });
});

/** Five 5 MB posts to the server of tests/helpers/body-limit-server.ts in its own process: how many answers were read. */
async function readableAnswers(mode: 'on' | 'off'): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/body-limit-server.ts', mode], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    const port = await new Promise<string>((resolve) => child.stdout!.once('data', (d: Buffer) => resolve(d.toString().trim())));
    let read = 0;
    for (let i = 0; i < 5; i++) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: FIVE_MB });
        expect(res.status).toBe(413);
        expect(await res.json()).toEqual({ success: false, msg: 'The request body is too large.' });
        read++;
      } catch (error) {
        if (!(error instanceof TypeError)) throw error; // "fetch failed": the connection was reset
      }
    }
    return read;
  } finally {
    child.kill();
  }
}

describe('oversized bodies across processes', () => {
  it('every 413 is read once the upload is drained (without the drain, fetch sees a reset connection)', async () => {
    expect(await readableAnswers('on')).toBe(5);
  }, 60_000);
});
