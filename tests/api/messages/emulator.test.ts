// The message emulator (MESSAGES=emulator, the default outside production): /dev/messages shows what each number
// would have got, newest first, and answers as asked (delivered, read, failed, an invalid number); the tracking
// link in a notice opens the order without anything typed, and only with its signature.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest } from '../admin/helpers.js';

let a: AdminTest;
beforeAll(async () => {
  a = await createAdminTest();
});
afterAll(() => a.t.close());

const page = async (number?: string) => {
  const r = await a.t.app.inject({ method: 'GET', url: `/dev/messages${number ? `?number=${encodeURIComponent(number)}` : ''}` });
  expect(r.statusCode).toBe(200);
  return r.body;
};
const form = (url: string, fields: Record<string, string>) =>
  a.t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
const messages = (orderNo: number) =>
  a.t.db.query<{ channel: string; state: string; delivery: string | null; provider_id: string }>(
    "SELECT channel, state, delivery, provider_id FROM message_outbox WHERE order_no = $1 AND kind = 'order_confirmation' ORDER BY message_no",
    [orderNo],
  );

describe('/dev/messages', () => {
  it('shows the confirmation on the number it went to, with a tracking link that opens the order', async () => {
    const no = await a.placeOrder({ CustomerMobile: '7654001', NotifyChannel: 'whatsapp' });
    await a.t.flushMail();
    const html = await page('+18687654001');
    expect(html).toContain('<h2>+18687654001</h2>');
    expect(html).toContain(`Order #${no}, total TT$`);
    expect(html).toMatch(/<strong class="delivery">delivered<\/strong>/);
    const link = new RegExp(`href="(http://127\\.0\\.0\\.1:3000/track/${no}/[A-Za-z0-9_-]{22})"`).exec(html)?.[1];
    expect(link).toBeDefined();
    const track = await a.t.app.inject({ method: 'GET', url: new URL(link!).pathname });
    expect(track.statusCode).toBe(200);
    expect(track.body).toContain(`Order #${no}</h1>`);
    expect(track.body).toContain('Status: <strong class="status">Pending</strong>');
    // Another order's number with this signature, or a changed signature, is not found.
    const forged = await a.t.app.inject({ method: 'GET', url: new URL(link!).pathname.replace(`/track/${no}/`, `/track/${no + 1}/`) });
    expect(forged.statusCode).toBe(404);
  });

  it('shows a number newest first, and staff marking the order shipped adds that notice', async () => {
    const no = await a.placeOrder({ CustomerMobile: '7654002', NotifyChannel: 'sms' });
    await a.t.flushMail();
    expect((await a.post('/api/admin/SetOrderStatus', { OrderNo: no, Status: 'Shipped' })).status).toBe(200);
    await a.t.flushMail();
    const html = await page('+18687654002');
    const shipped = html.indexOf(`order #${no} has been shipped.`);
    const confirmed = html.indexOf(`Order #${no}, total`);
    expect(shipped).toBeGreaterThan(0);
    expect(confirmed).toBeGreaterThan(shipped);
    expect(html).toContain('SMS ·');
  });

  it('answers an invalid number when asked: the WhatsApp notice is refused and goes by SMS, once', async () => {
    const asked = await form('/dev/messages/answer', { number: '7654003', answer: 'invalid' });
    expect(asked.statusCode).toBe(303);
    const no = await a.placeOrder({ CustomerMobile: '7654003', NotifyChannel: 'whatsapp' });
    await a.t.flushMail();
    // The emulator plays both channels: the invalid answer holds for SMS too, so both are refused and nothing loops.
    expect((await messages(no)).map((m) => [m.channel, m.state])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'failed'],
    ]);
    expect(await form('/dev/messages/answer', { number: '7654003', answer: 'maybe' })).toMatchObject({ statusCode: 400 });
  });

  it('answers failed when asked: the SMS that follows is shown', async () => {
    await form('/dev/messages/answer', { number: '7654004', answer: 'failed' });
    const no = await a.placeOrder({ CustomerMobile: '7654004', NotifyChannel: 'whatsapp' });
    await a.t.flushMail();
    expect((await messages(no)).map((m) => [m.channel, m.state, m.delivery])).toEqual([
      ['whatsapp', 'sent', 'failed'],
      ['sms', 'sent', 'failed'],
    ]);
    const html = await page('+18687654004');
    expect(html.match(/class="msg (whatsapp|sms)"/g)).toEqual(['class="msg sms"', 'class="msg whatsapp"']);
  });

  it('records a receipt asked for on the page once, and refuses it replayed', async () => {
    const no = await a.placeOrder({ CustomerMobile: '7654005', NotifyChannel: 'whatsapp' });
    await a.t.flushMail();
    const [m] = await messages(no);
    expect((await form('/dev/messages/receipt', { id: m.provider_id, status: 'read' })).statusCode).toBe(303);
    expect((await messages(no))[0].delivery).toBe('read');
    expect((await form('/dev/messages/receipt', { id: m.provider_id, status: 'read' })).statusCode).toBe(409);
  });

  it('takes a STOP reply: the number gets nothing more', async () => {
    const no = await a.placeOrder({ CustomerMobile: '7654006', NotifyChannel: 'whatsapp' });
    await a.t.flushMail();
    expect((await form('/dev/messages/reply', { number: '+18687654006', body: 'STOP' })).statusCode).toBe(303);
    expect(await page('+18687654006')).toContain('STOPPED');
    expect((await a.post('/api/admin/SetOrderStatus', { OrderNo: no, Status: 'Shipped' })).status).toBe(200);
    await a.t.flushMail();
    const [status] = await a.t.db.query<{ state: string }>("SELECT state FROM message_outbox WHERE order_no = $1 AND kind LIKE 'order_status:%'", [no]);
    expect(status.state).toBe('skipped');
    expect(await page('+18687654006')).not.toContain('has been shipped');
  });
});
