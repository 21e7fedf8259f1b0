// The back office's waiting and failed notices (docs/notifications.md#waiting-and-failed-notices): owners list the
// mail and messages not sent, with recipient, subject, order, attempts, last error and next try, and send a failed
// one again, once; other staff get a 403, callers without a staff token a 401, a bad or unknown notice a 4xx.
// And the banner: SetupChecklist says when no mail or message provider is set on a production host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appOutbox } from '../../../host/app.js';
import { addStaff } from '../../../host/admin/staff.js';
import { GUARD_MSG } from '../../../host/api/admin/guard.js';
import { NOTICE_MSG } from '../../../host/api/admin/notices.js';
import { testConfig } from '../../../host/config.js';
import { XSRF_COOKIE } from '../../../widgets/domain/anti-forgery.js';
import type { Mail, Mailer } from '../../../host/mail/mailer.js';
import { createAdminTest, type AdminTest, type Json } from './helpers.js';

/** An SMTP server that refuses every mail for good (550) until told otherwise. */
const refusingMailer = () => {
  const m = {
    refuse: true,
    sent: [] as Mail[],
    async send(mail: Mail) {
      if (m.refuse) throw Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
      m.sent.push(mail);
    },
  };
  return m satisfies Mailer;
};

let a: AdminTest;
let mailer: ReturnType<typeof refusingMailer>;
let clerkToken: string;
beforeAll(async () => {
  mailer = refusingMailer();
  a = await createAdminTest({ overrides: { mailer } });
  // Sent only when the test flushes: what waits stays listed.
  await appOutbox(a.t.app)!.close();
  await addStaff(a.t.db, { mobile: '7000002', name: 'Kiran Clerk', password: 'packing-2025x', owner: false }, new Date(), a.staffNo);
  const login = await a.post('/api/admin/Login', { Mobile: '7000002', Password: 'packing-2025x' }, null);
  clerkToken = login.body.Token as string;
});
afterAll(() => a.t.close());

const notices = async () => (await a.get('/api/admin/GetNotices')).body.Notices as Json[];
const outboxRow = async (no: number) =>
  (await a.t.db.query<{ state: string; attempts: number }>('SELECT state, attempts FROM mail_outbox WHERE mail_no = $1', [no]))[0];

describe('who may see and resend notices', () => {
  it.each<[string, string, Json | undefined]>([
    ['GET', '/api/admin/GetNotices', undefined],
    ['POST', '/api/admin/ResendNotice', { Outbox: 'mail', No: 1 }],
  ])('%s %s: 401 without a staff token, 403 for a customer and for staff who are not owners', async (method, url, body) => {
    const call = (token: string | null) => (method === 'GET' ? a.get(url, token) : a.post(url, body, token));
    expect(await call(null)).toMatchObject({ status: 401, body: { success: false, msg: GUARD_MSG.signIn } });
    const customer = await a.registerCustomer(method === 'GET' ? '7650001' : '7650002');
    expect(await call(customer)).toMatchObject({ status: 403, body: { success: false, msg: GUARD_MSG.staffOnly } });
    expect(await call(clerkToken)).toMatchObject({ status: 403, body: { success: false, msg: GUARD_MSG.ownerOnly } });
  });

  it('refuses a resend that carries the anti-forgery cookie without its header, as every call from a page', async () => {
    const r = await a.t.app.inject({
      method: 'POST',
      url: '/api/admin/ResendNotice',
      payload: { Outbox: 'mail', No: 1 },
      headers: { authorization: `Bearer ${a.token}`, cookie: `${XSRF_COOKIE}=from-the-page` },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json()).toMatchObject({ success: false, msg: expect.stringContaining('anti-forgery') });
  });
});

describe('the list and a resend', () => {
  let orderNo: number;
  let mailNo: number;
  beforeAll(async () => {
    orderNo = await a.placeOrder({ NotifyChannel: 'whatsapp' });
  });

  it('lists what waits: the mail and the WhatsApp message of a new order', async () => {
    const list = (await notices()).filter((n) => n.OrderNo === orderNo);
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          Outbox: 'mail',
          Channel: 'email',
          Recipient: 'asha@example.tt',
          Subject: 'Order confirmation',
          State: 'pending',
          Attempts: 0,
        }),
        expect.objectContaining({ Outbox: 'message', Channel: 'whatsapp', Recipient: '7654321', Subject: 'Order confirmation', State: 'pending', Attempts: 0 }),
      ]),
    );
    expect(list.every((n) => typeof n.NextTryAt === 'string' && n.LastError === null)).toBe(true);
  });

  it('lists a mail the SMTP server refused as failed, first, with its error and no next try', async () => {
    await appOutbox(a.t.app)!.flush();
    const [first] = await notices();
    expect(first).toMatchObject({ Outbox: 'mail', OrderNo: orderNo, State: 'failed', Attempts: 1, LastError: expect.stringMatching(/550/), NextTryAt: null });
    mailNo = first.No as number;
    // The message went (the emulator): it is no longer listed.
    expect((await notices()).filter((n) => n.Outbox === 'message' && n.OrderNo === orderNo)).toEqual([]);
  });

  it.each<[string, Json, number, string]>([
    ['an unknown outbox', { Outbox: 'fax', No: 1 }, 400, NOTICE_MSG.outbox],
    ['a number that is no number', { Outbox: 'mail', No: 'abc' }, 400, 'No must be a whole number from 1 to 2147483647.'],
    ['no number', { Outbox: 'mail' }, 400, 'No is required.'],
    ['a number nobody has', { Outbox: 'mail', No: 999999 }, 404, NOTICE_MSG.unknown],
  ])('refuses %s with a clear message', async (_, body, status, msg) => {
    expect(await a.post('/api/admin/ResendNotice', body)).toEqual({ status, body: { success: false, msg } });
  });

  it('puts a failed mail back in the queue; it is sent once, then is no longer failed', async () => {
    mailer.refuse = false;
    const [one, two] = await Promise.all([
      a.post('/api/admin/ResendNotice', { Outbox: 'mail', No: mailNo }),
      a.post('/api/admin/ResendNotice', { Outbox: 'mail', No: mailNo }),
    ]);
    // Two owners clicking at once queue it once.
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect(await outboxRow(mailNo)).toEqual({ state: 'pending', attempts: 0 });
    await appOutbox(a.t.app)!.flush();
    await appOutbox(a.t.app)!.flush();
    expect(mailer.sent.filter((m) => m.to === 'asha@example.tt')).toHaveLength(1);
    expect(await outboxRow(mailNo)).toEqual({ state: 'sent', attempts: 1 });
    expect(await a.post('/api/admin/ResendNotice', { Outbox: 'mail', No: mailNo })).toEqual({
      status: 409,
      body: { success: false, msg: NOTICE_MSG.notFailed },
    });
    expect((await notices()).some((n) => n.No === mailNo && n.Outbox === 'mail')).toBe(false);
    expect(await a.audit('notice', `mail:${mailNo}`)).toEqual([
      expect.objectContaining({ staff_no: a.staffNo, action: 'notice.resend', after: { state: 'pending' } }),
    ]);
  });
});

describe('the banner when no notice leaves', () => {
  it('is asked for on a production host with no SMTP_URL and no message provider', { timeout: 90_000 }, async () => {
    const off = { ...testConfig().messages, mode: 'off' as const };
    const b = await createAdminTest({ config: { production: true, messages: off } });
    try {
      expect(await b.get('/api/admin/SetupChecklist')).toMatchObject({ status: 200, body: { success: true, NoticesOff: true } });
    } finally {
      await b.t.close();
    }
  });

  it('is not asked for where notices leave (here: development, mail to files, messages to the emulator)', async () => {
    expect(await a.get('/api/admin/SetupChecklist')).toMatchObject({ status: 200, body: { success: true, NoticesOff: false } });
  });
});
