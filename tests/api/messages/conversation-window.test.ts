// Free-form WhatsApp text only inside the 24-hour window (docs/notifications.md#free-form-text): a notice to a number
// that wrote to the shop in the last 24 hours goes as its text; otherwise, and by SMS always, as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, STAFF, type AdminTest } from '../admin/helpers.js';
import { startFakeProvider, type FakeProvider } from '../../helpers/fake-provider.js';
import { postWhatsAppCall, shopperText, whatsAppCall } from '../../helpers/whatsapp-calls.js';
import { testConfig } from '../../../host/config.js';

const APP_SECRET = 'meta-app-secret-3';
let a: AdminTest;
let whatsapp: FakeProvider;
let clock = new Date('2026-03-10T12:00:00Z');

beforeAll(async () => {
  whatsapp = await startFakeProvider();
  const messages = {
    ...testConfig().messages,
    mode: 'live' as const,
    whatsapp: { apiUrl: `${whatsapp.url}/v21.0`, phoneNumberId: '1234567890', accessToken: 'system-user-token-0003', appSecret: APP_SECRET },
  };
  a = await createAdminTest({ config: { messages }, now: () => clock });
});
afterAll(async () => {
  await a.t.close();
  await whatsapp.close();
});

type Sent = { to: string; type: string; text?: { body: string }; template?: { name: string } };
async function sentTo(to: string, from: number): Promise<Sent[]> {
  await a.t.flushMail();
  return whatsapp.seen
    .slice(from)
    .filter((r) => r.method === 'POST')
    .map((r) => JSON.parse(r.body) as Sent)
    .filter((m) => m.to === to);
}
/** Staff tokens last 12 hours: each change signs in anew at the moved clock. */
async function setStatus(OrderNo: number, Status: string) {
  const login = await a.post('/api/admin/Login', { Mobile: STAFF.mobile, Password: STAFF.password }, null);
  return a.post('/api/admin/SetOrderStatus', { OrderNo, Status }, login.body.Token as string);
}

describe('a WhatsApp notice', () => {
  it('is a template to a number that never wrote, free-form text inside 24 hours of its message, a template after', async () => {
    let from = whatsapp.seen.length;
    const orderNo = await a.placeOrder({ CustomerMobile: '7653001', IsPickup: 1, NotifyChannel: 'whatsapp' });
    expect((await sentTo('18687653001', from)).map((m) => [m.type, m.template?.name])).toEqual([['template', 'order_confirmation']]);

    const wrote = await postWhatsAppCall(a.t.app, APP_SECRET, whatsAppCall({ messages: [shopperText('18687653001', 'wamid.HI1', 'When can I collect it?')] }));
    expect(wrote.statusCode).toBe(200);
    expect(await a.t.db.query('SELECT number, kind, body FROM inbound_messages WHERE provider_id = $1', ['wamid.HI1'])).toEqual([
      { number: '+18687653001', kind: 'text', body: 'When can I collect it?' },
    ]);

    clock = new Date(clock.getTime() + 23 * 3_600_000); // 23 hours later: inside
    from = whatsapp.seen.length;
    expect((await setStatus(orderNo, 'Ready for pickup')).status).toBe(200);
    const [inside] = await sentTo('18687653001', from);
    expect(inside.type).toBe('text');
    expect(inside.template).toBeUndefined();
    expect(inside.text!.body).toMatch(new RegExp(`^Trini Naturals: order #${orderNo} is ready for pickup at .+ Track it: http`));

    clock = new Date(clock.getTime() + 2 * 3_600_000); // 25 hours after the message: outside
    from = whatsapp.seen.length;
    expect((await setStatus(orderNo, 'Collected')).status).toBe(200);
    expect((await sentTo('18687653001', from)).map((m) => [m.type, m.template?.name])).toEqual([['template', 'order_status']]);
  });

  it('opens no window for another number, and a replayed message does not open it again', async () => {
    const call = whatsAppCall({ messages: [shopperText('18687653002', 'wamid.HI2', 'Hello')] });
    expect((await postWhatsAppCall(a.t.app, APP_SECRET, call)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    // Delivered again a day later: a replay, refused, and the window stays shut.
    expect((await postWhatsAppCall(a.t.app, APP_SECRET, call)).statusCode).toBe(409);
    const from = whatsapp.seen.length;
    await a.placeOrder({ CustomerMobile: '7653002', IsPickup: 1, NotifyChannel: 'whatsapp' });
    await a.placeOrder({ CustomerMobile: '7653003', IsPickup: 1, NotifyChannel: 'whatsapp' });
    expect((await sentTo('18687653002', from)).map((m) => m.type)).toEqual(['template']);
    expect((await sentTo('18687653003', from)).map((m) => m.type)).toEqual(['template']);
  });
});
