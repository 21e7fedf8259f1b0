// What the emulator's phone sends (docs/notifications.md#emulator): a reply opens the 24-hour window (the next
// WhatsApp notice is its text, not a template), and a photo reaches the host as WhatsApp's webhook would bring it,
// fetched by its media id, and is kept on the number's open bank-transfer order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createAdminTest, type AdminTest } from '../admin/helpers.js';

let a: AdminTest;
beforeAll(async () => {
  a = await createAdminTest();
});
afterAll(() => a.t.close());

const reply = (number: string, body: string) =>
  a.t.app.inject({
    method: 'POST',
    url: '/dev/messages/reply',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ number, body }).toString(),
  });

function sendPhoto(fields: Record<string, string>, photo?: { type: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (photo) form.set('photo', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), 'receipt.png');
  const request = new Request('http://x/', { method: 'POST', body: form });
  return request.arrayBuffer().then((body) =>
    a.t.app.inject({
      method: 'POST',
      url: '/dev/messages/photo',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(body),
    }),
  );
}

const templates = (number: string) =>
  a.t.db.query<{ template: string | null }>("SELECT template FROM emulated_messages WHERE number = $1 AND channel = 'whatsapp' ORDER BY emulated_no", [number]);

describe("the emulator's phone", () => {
  it('opens the 24-hour window with a reply: the next notice goes as free-form text', async () => {
    const orderNo = await a.placeOrder({ CustomerMobile: '7656001', IsPickup: 1, NotifyChannel: 'whatsapp' });
    await a.t.flushMail();
    expect((await reply('+18687656001', 'Is it ready?')).statusCode).toBe(303);
    expect((await a.post('/api/admin/SetOrderStatus', { OrderNo: orderNo, Status: 'Ready for pickup' })).status).toBe(200);
    await a.t.flushMail();
    const sent = await templates('+18687656001');
    expect(sent).toHaveLength(2);
    expect(sent[0].template).toMatch(/^order_confirmation \(en\): /);
    expect(sent[1].template).toBeNull();
    expect(await a.t.app.inject({ method: 'GET', url: '/dev/messages?number=%2B18687656001' }).then((r) => r.body)).toContain('Sent from this phone (1)');
  });

  it('sends a photo that goes on the open bank-transfer order, and refuses a form without one', async () => {
    const orderNo = await a.placeOrder({ CustomerMobile: '7656002', PMNo: 2, IsPickup: 1, NotifyChannel: 'whatsapp' });
    const png = await sharp({ create: { width: 200, height: 300, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
    const sent = await sendPhoto({ number: '+18687656002', caption: 'My receipt' }, { type: 'image/png', bytes: png });
    expect(sent.statusCode, sent.body).toBe(303);
    const [receipt] = await a.t.db.query<{ order_no: number; caption: string; media_type: string }>(
      "SELECT order_no, caption, media_type FROM payment_receipts WHERE number = '+18687656002'",
    );
    expect(receipt).toEqual({ order_no: orderNo, caption: 'My receipt', media_type: 'image/jpeg' });

    const none = await sendPhoto({ number: '+18687656002' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ success: false, msg: 'Choose a photo to send.' });
    const noNumber = await sendPhoto({ number: 'abc' }, { type: 'image/png', bytes: png });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json()).toEqual({ success: false, msg: 'Give the number that sends the photo.' });
  });
});
