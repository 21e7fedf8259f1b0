// The host's listener answers its own first requests before any other (host/http/request-shapes.ts), so full garbage
// collections between the first real requests leave node's request and response objects as V8 lays them out for
// every request, not as hash tables.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/** Whether each of ten requests, with a full collection after each, met fast request and response objects. */
async function fastRequests(mode: 'settled' | 'unsettled'): Promise<boolean[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', 'tests/helpers/request-shapes-server.ts', mode],
    { timeout: 30_000 },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as boolean[];
}

describe('request and response objects', () => {
  it('stay fast through full collections between the first requests, on the host listener', async () => {
    expect(await fastRequests('settled')).toEqual(Array(10).fill(true));
  });

  it('turn into hash tables on a bare server with the same collections (what the settling prevents)', async () => {
    expect(await fastRequests('unsettled')).toContain(false);
  });
});
