// WhatsApp and SMS notices with the shop's own accounts (MESSAGES=live), against local stand-ins of both APIs:
// queued with the order, sent once, kept and sent later through an outage, receipts signed and never replayed,
// a failed WhatsApp message sent again by SMS once, and STOP honoured at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminTest, type AdminTest } from '../admin/helpers.js';
import { startFakeProvider, type FakeProvider } from '../../helpers/fake-provider.js';
import { testConfig } from '../../../host/config.js';
import type { MessageSettings } from '../../../host/messages/settings.js';
import { twilioSignature, whatsAppSignature } from '../../../host/messages/signatures.js';
import { trackingLink } from '../../../host/messages/tracking-link.js';

const APP_SECRET = 'meta-app-secret';
const AUTH_TOKEN = 'twilio-auth-token-0001';
const SID = `AC${'c'.repeat(32)}`;
const MOBILE = '7654321';
const NUMBER = '+18687654321';

let a: AdminTest;
let whatsapp: FakeProvider;
let twilio: FakeProvider;

type Row = {
  message_no: string;
  kind: string;
  channel: string;
  state: string;
  attempts: number;
  provider_id: string | null;
  delivery: string | null;
  last_error: string | null;
};
const rows = (orderNo: number) =>
  a.t.db.query<Row>(
    "SELECT message_no, kind, channel, state, attempts, provider_id, delivery, last_error FROM message_outbox WHERE order_no = $1 AND kind <> 'staff_new_order' ORDER BY message_no",
    [orderNo],
  );

const order = (overrides: Record<string, unknown> = {}) => a.placeOrder({ CustomerMobile: MOBILE, NotifyChannel: 'whatsapp', ...overrides });

/** What the stand-ins were sent since `from`: WhatsApp's JSON bodies or Twilio's forms. */
const whatsappSent = (from = 0) =>
  whatsapp.seen
    .slice(from)
    .map((r) => JSON.parse(r.body) as { to: string; template: { name: string; components: Array<{ parameters: Array<{ text: string }> }> } });
const smsSent = (from = 0) => twilio.seen.slice(from).map((r) => Object.fromEntries(new URLSearchParams(r.body)));

function postWhatsApp(body: unknown, signature?: string) {
  const raw = JSON.stringify(body);
  return a.t.app.inject({
    method: 'POST',
    url: '/api/messages/whatsapp',
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature ?? whatsAppSignature(APP_SECRET, raw) },
    payload: raw,
  });
}
const statusCall = (id: string, status: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '1',
      changes: [
        { field: 'messages', value: { messaging_product: 'whatsapp', statuses: [{ id, status, timestamp: '1764200000', recipient_id: '18687654321' }] } },
      ],
    },
  ],
});
const replyCall = (from: string, body: string) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '1',
      changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', messages: [{ from, id: 'wamid.IN1', type: 'text', text: { body } }] } }],
    },
  ],
});

function postTwilio(params: Record<string, string>, signature?: string) {
  return a.t.app.inject({
    method: 'POST',
    url: '/api/messages/twilio',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signature ?? twilioSignature(AUTH_TOKEN, `${a.t.config.publicUrl}/api/messages/twilio`, params),
    },
    payload: new URLSearchParams(params).toString(),
  });
}

beforeAll(async () => {
  whatsapp = await startFakeProvider();
  twilio = await startFakeProvider();
  const base = testConfig().messages;
  const messages: MessageSettings = {
    ...base,
    mode: 'live',
    whatsapp: {
      apiUrl: `${whatsapp.url}/v21.0`,
      phoneNumberId: '1234567890',
      accessToken: 'system-user-token-0001',
      appSecret: APP_SECRET,
      verifyToken: 'verify-me-please',
    },
    twilio: { apiUrl: twilio.url, accountSid: SID, authToken: AUTH_TOKEN, from: '+18685550100' },
    staffNumbers: ['868 700 0009'],
  };
  a = await createAdminTest({ config: { messages } });
});
afterAll(async () => {
  await a.t.close();
  await whatsapp.close();
  await twilio.close();
});

describe('an order with WhatsApp chosen', () => {
  it('queues its confirmation with the order and sends it once, as the template with the signed tracking link', async () => {
    const from = whatsapp.seen.length;
    const no = await order();
    expect((await rows(no)).map((r) => [r.kind, r.channel])).toEqual([['order_confirmation', 'whatsapp']]);
    await a.t.flushMail();
    await a.t.flushMail();
    const [confirmation] = await rows(no);
    expect(confirmation).toMatchObject({ state: 'sent', attempts: 1 });
    expect(confirmation.provider_id).toMatch(/^wamid\./);
    const toShopper = whatsappSent(from).filter((m) => m.to === '18687654321');
    expect(toShopper).toHaveLength(1);
    const params = toShopper[0].template.components[0].parameters.map((p) => p.text);
    expect(toShopper[0].template.name).toBe('order_confirmation');
    expect(params[0]).toBe('Asha Ramdial');
    expect(params[1]).toBe(String(no));
    expect(params[2]).toMatch(/^TT\$/);
    expect(params[3]).toMatch(/^Pay TT\$[\d,.]+ by bank transfer|^Pay TT\$[\d,.]+ cash on delivery/);
    expect(params[4]).toBe(trackingLink(a.t.config.publicUrl, a.t.config.jwtSecret!, no));
    // The staff's number got the new-order alert.
    expect(
      whatsappSent(from)
        .filter((m) => m.to === '18687000009')
        .map((m) => m.template.name),
    ).toEqual(['staff_new_order']);
  });

  it('sends the status change staff make, with the reason of a cancellation', async () => {
    const no = await order();
    await a.t.flushMail();
    const from = whatsapp.seen.length;
    expect((await a.post('/api/admin/SetOrderStatus', { OrderNo: no, Status: 'Cancelled', Note: 'Out of stock' })).status).toBe(200);
    await a.t.flushMail();
    const sent = whatsappSent(from);
    expect(sent.map((m) => m.template.name)).toEqual(['order_status']);
    expect(sent[0].template.components[0].parameters[1].text).toBe('has been cancelled. Reason: Out of stock.');
  });

  it('keeps the notice through a provider outage and sends it later, once', async () => {
    const down = { status: 503, body: { error: { message: 'Service unavailable' } }, when: '18687650011' };
    whatsapp.answerNext(down, down);
    const no = await order({ CustomerMobile: '7650011' });
    await a.t.flushMail();
    const [kept] = await rows(no);
    expect(kept).toMatchObject({ state: 'pending', attempts: 1, last_error: 'WhatsApp answered 503: Service unavailable', provider_id: null });
    // Not before its backoff.
    await a.t.flushMail();
    expect((await rows(no))[0].attempts).toBe(1);
    await a.t.db.query('UPDATE message_outbox SET next_attempt_at = now() WHERE order_no = $1', [no]);
    await a.t.flushMail();
    expect((await rows(no))[0]).toMatchObject({ state: 'pending', attempts: 2 });
    await a.t.db.query('UPDATE message_outbox SET next_attempt_at = now() WHERE order_no = $1', [no]);
    const from = whatsapp.seen.length;
    await a.t.flushMail();
    await a.t.flushMail();
    expect((await rows(no))[0]).toMatchObject({ state: 'sent', attempts: 3, last_error: null });
    expect(whatsappSent(from).filter((m) => m.to === '18687650011')).toHaveLength(1);
  });
});

describe('delivery receipts', () => {
  it('are refused without the signature of the app secret, recorded with it, and refused when replayed', async () => {
    const no = await order({ CustomerMobile: '7650012' });
    await a.t.flushMail();
    const id = (await rows(no))[0].provider_id!;
    const forged = await postWhatsApp(statusCall(id, 'read'), whatsAppSignature('not-the-secret', JSON.stringify(statusCall(id, 'read'))));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ success: false, msg: 'The signature of this callback does not match.' });
    expect((await postWhatsApp(statusCall(id, 'read'), '')).statusCode).toBe(401);
    expect((await rows(no))[0].delivery).toBeNull();

    const delivered = await postWhatsApp(statusCall(id, 'delivered'));
    expect(delivered.statusCode).toBe(200);
    expect((await rows(no))[0].delivery).toBe('delivered');
    expect((await postWhatsApp(statusCall(id, 'read'))).statusCode).toBe(200);
    // A replay of an earlier receipt neither moves the message back nor counts twice.
    const replay = await postWhatsApp(statusCall(id, 'delivered'));
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({ success: false, msg: 'This receipt was already recorded.' });
    expect((await rows(no))[0].delivery).toBe('read');
    const receipts = await a.t.db.query<{ status: string }>('SELECT status FROM message_receipts WHERE provider_id = $1 ORDER BY receipt_no', [id]);
    expect(receipts.map((r) => r.status)).toEqual(['delivered', 'read']);
  });

  it('show on the order in the back office', async () => {
    const no = await order({ CustomerMobile: '7650013' });
    await a.t.flushMail();
    await postWhatsApp(statusCall((await rows(no))[0].provider_id!, 'delivered'));
    const detail = await a.get(`/api/admin/GetOrder?OrderNo=${no}`);
    expect(detail.status).toBe(200);
    expect(detail.body.Order.Messages).toEqual([
      expect.objectContaining({ Kind: 'New-order alert to staff', Channel: 'WhatsApp', To: '868 700 0009', State: 'sent' }),
      expect.objectContaining({
        Kind: 'Order confirmation',
        Channel: 'WhatsApp',
        To: '7650013',
        State: 'sent',
        Delivery: 'delivered',
        Receipts: [expect.objectContaining({ Status: 'delivered', Detail: '' })],
      }),
    ]);
  });

  it("check Twilio's signature over the URL and the parameters, and refuse a replay", async () => {
    const no = await order({ CustomerMobile: '7650014', NotifyChannel: 'sms' });
    await a.t.flushMail();
    const [sms] = await rows(no);
    expect(sms).toMatchObject({ channel: 'sms', state: 'sent' });
    const params = { MessageSid: sms.provider_id!, MessageStatus: 'delivered', AccountSid: SID };
    expect((await postTwilio(params, 'bm90IHRoZSBzaWduYXR1cmU=')).statusCode).toBe(401);
    expect((await postTwilio(params)).statusCode).toBe(200);
    expect((await rows(no))[0].delivery).toBe('delivered');
    expect((await postTwilio(params)).statusCode).toBe(409);
  });
});

describe('fallback to SMS', () => {
  it('sends a WhatsApp notice that failed to deliver again by SMS, once', async () => {
    const no = await order({ CustomerMobile: '7650015' });
    await a.t.flushMail();
    const id = (await rows(no))[0].provider_id!;
    const from = twilio.seen.length;
    expect((await postWhatsApp(statusCall(id, 'failed'))).statusCode).toBe(200);
    await a.t.flushMail();
    expect((await rows(no)).map((r) => [r.channel, r.state, r.delivery])).toEqual([
      ['whatsapp', 'sent', 'failed'],
      ['sms', 'sent', null],
    ]);
    const sms = smsSent(from);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ To: '+18687650015', From: '+18685550100' });
    expect(sms[0].Body).toContain(`Order #${no}`);
    // The SMS failing too sends nothing more.
    const smsId = (await rows(no))[1].provider_id!;
    await postTwilio({ MessageSid: smsId, MessageStatus: 'undelivered', ErrorCode: '30003' });
    await a.t.flushMail();
    expect(await rows(no)).toHaveLength(2);
    expect(smsSent(from)).toHaveLength(1);
  });

  it('sends by SMS at once when WhatsApp refuses the number', async () => {
    whatsapp.answerNext({ status: 400, body: { error: { code: 131026, message: 'Message undeliverable' } }, when: '18687650016' });
    const no = await order({ CustomerMobile: '7650016' });
    const from = twilio.seen.length;
    await a.t.flushMail();
    expect((await rows(no)).map((r) => [r.channel, r.state])).toEqual([
      ['whatsapp', 'failed'],
      ['sms', 'sent'],
    ]);
    expect(smsSent(from).map((s) => s.To)).toEqual(['+18687650016']);
  });
});

describe('STOP', () => {
  it('turns the notices of a number off at once, and START on again', async () => {
    const no = await order({ CustomerMobile: '7650017' });
    await a.t.flushMail();
    expect((await postWhatsApp(replyCall('18687650017', ' stop '))).statusCode).toBe(200);
    expect((await a.post('/api/admin/SetOrderStatus', { OrderNo: no, Status: 'Shipped' })).status).toBe(200);
    const from = whatsapp.seen.length;
    await a.t.flushMail();
    expect((await rows(no)).map((r) => [r.kind.split(':')[0], r.state])).toEqual([
      ['order_confirmation', 'sent'],
      ['order_status', 'skipped'],
    ]);
    expect(whatsappSent(from).filter((m) => m.to === '18687650017')).toEqual([]);
    // A new order of the same number is not written to either.
    const next = await order({ CustomerMobile: '7650017' });
    await a.t.flushMail();
    expect((await rows(next))[0].state).toBe('skipped');
    // START by SMS through Twilio's opt-out handling.
    expect((await postTwilio({ From: NUMBER.replace('7654321', '7650017'), Body: 'START', OptOutType: 'START', MessageSid: 'SMin1' })).statusCode).toBe(200);
    const third = await order({ CustomerMobile: '7650017' });
    await a.t.flushMail();
    expect((await rows(third))[0].state).toBe('sent');
  });

  it('by SMS to Twilio is honoured too, and a refusal for an unsubscribed number turns notices off', async () => {
    expect((await postTwilio({ From: '+18687650018', Body: 'STOP', MessageSid: 'SMin2' })).statusCode).toBe(200);
    const no = await order({ CustomerMobile: '7650018', NotifyChannel: 'sms' });
    await a.t.flushMail();
    expect((await rows(no))[0].state).toBe('skipped');
    twilio.answerNext({ status: 400, body: { code: 21610, message: 'Attempt to send to unsubscribed recipient' }, when: '7650019' });
    const other = await order({ CustomerMobile: '7650019', NotifyChannel: 'sms' });
    await a.t.flushMail();
    expect((await rows(other))[0].state).toBe('failed');
    expect(await a.t.db.query('SELECT number FROM message_opt_outs WHERE number = $1', ['+18687650019'])).toHaveLength(1);
  });
});

describe('the webhook set-up check', () => {
  it("answers Meta's challenge with the verify token only", async () => {
    const ok = await a.t.app.inject({
      method: 'GET',
      url: '/api/messages/whatsapp?hub.mode=subscribe&hub.verify_token=verify-me-please&hub.challenge=1158201444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
    const wrong = await a.t.app.inject({ method: 'GET', url: '/api/messages/whatsapp?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1' });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('an order with e-mail or no notices chosen', () => {
  it('queues no message; with none, no mail either', async () => {
    const mailed = await order({ CustomerMobile: '7650020', NotifyChannel: 'email' });
    const quiet = await order({ CustomerMobile: '7650021', NotifyChannel: 'none' });
    expect(await rows(mailed)).toEqual([]);
    expect(await rows(quiet)).toEqual([]);
    const mails = await a.t.db.query<{ order_no: number }>("SELECT order_no FROM mail_outbox WHERE kind = 'order_confirmation' AND order_no = ANY($1::int[])", [
      [mailed, quiet],
    ]);
    expect(mails.map((m) => Number(m.order_no))).toEqual([mailed]);
  });

  it('refuses an unknown channel with a clear message', async () => {
    const r = await a.post(
      '/api/shop/SaveOrder',
      { CustomerMobile: MOBILE, CustomerName: 'Asha', PMNo: 3, IsPickup: 1, NotifyChannel: 'pigeon', OrderProductList: [{ ProductNo: 20, Quantity: 1 }] },
      null,
    );
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
    expect(r.body.msg).toContain('NotifyChannel');
  });
});
