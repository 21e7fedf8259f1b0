// A flood of logins no longer starves the host: password hashes wait in a bounded queue, the overflow is answered
// 503 with Retry-After at once, and a static file and a catalogue call are answered while the hashes still run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { SCRYPT_N } from '../../../host/auth/passwords.js';
import { PASSWORD_HASHES_RUNNING, PASSWORD_HASHES_WAITING, PASSWORDS_BUSY, PASSWORDS_BUSY_RETRY_AFTER_S } from '../../../host/auth/password-queue.js';

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'trini-login-flood-'));
  await mkdir(join(dataDir, 'media'));
  await writeFile(join(dataDir, 'media', 'probe.txt'), 'a static file');
  // The real hash cost, so a hash lasts long enough for the flood to queue behind it.
  t = await createTestApp({ config: { scryptN: SCRYPT_N, dataDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const FLOOD = 3 * (PASSWORD_HASHES_RUNNING + PASSWORD_HASHES_WAITING);

describe('a flood of failed logins', () => {
  it('gets 503 with Retry-After past the queue, while a static file and the catalogue answer before the queued logins', async () => {
    const finished: string[] = [];
    let firstChecked!: () => void;
    const aHashWasChecked = new Promise<void>((resolve) => (firstChecked = resolve));
    const logins = Array.from({ length: FLOOD }, async (_, i) => {
      const mobile = String(7650000 + i);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Auth/CLogin',
        payload: { Mobile: mobile, Password: 'guess' },
        remoteAddress: `10.60.0.${i + 1}`,
      });
      finished.push(`login ${res.statusCode}`);
      if (res.statusCode === 401) firstChecked();
      return { mobile, status: res.statusCode, body: res.json<unknown>(), retryAfter: res.headers['retry-after'] };
    });
    // Asked once hashing is under way, with logins still queued behind it.
    await aHashWasChecked;
    const others = [
      t.app.inject({ method: 'GET', url: '/media/probe.txt' }).then((res) => (finished.push('static'), res)),
      t.app.inject({ method: 'GET', url: '/api/trini/GetProducts?BestSellers=1&MaxRecords=15' }).then((res) => (finished.push('catalogue'), res)),
    ];
    const [file, catalogue] = await Promise.all(others);
    const answers = await Promise.all(logins);

    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('a static file');
    expect(catalogue.statusCode).toBe(200);
    const refused = answers.filter((a) => a.status === 503);
    const checked = answers.filter((a) => a.status === 401);
    expect(refused.length + checked.length).toBe(FLOOD);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.body).toEqual({ success: false, msg: PASSWORDS_BUSY });
      expect(a.retryAfter).toBe(String(PASSWORDS_BUSY_RETRY_AFTER_S));
    }
    // Both answered while checked logins were still waiting for their hash.
    const lastChecked = finished.lastIndexOf('login 401');
    expect(finished.indexOf('static')).toBeLessThan(lastChecked);
    expect(finished.indexOf('catalogue')).toBeLessThan(lastChecked);
    // A refused attempt was never checked, so it counts as no failure.
    const counted = await t.db.query('SELECT 1 FROM login_attempts WHERE key = ANY($1::text[])', [refused.map((a) => `mobile:${a.mobile}`)]);
    expect(counted).toHaveLength(0);
  });

  it('the queue empties: a login after the flood is checked as usual', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/Auth/CLogin', payload: { Mobile: '7659999', Password: 'guess' }, remoteAddress: '10.60.1.1' });
    expect(res.statusCode).toBe(401);
  });
});
