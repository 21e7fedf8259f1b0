// A bank transfer's receipt photo sent to the shop's WhatsApp number (docs/notifications.md#receipt-photos): the
// confirmation asks for it with the shop's own bank details; the webhook's photo is fetched from WhatsApp's media
// API, kept, and put on the sender's newest unpaid bank-transfer order (or kept unmatched), shown to staff only;
// forged and replayed calls change nothing; staff then mark the order paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createAdminTest, type AdminTest } from '../admin/helpers.js';
import { startFakeProvider, type FakeProvider } from '../../helpers/fake-provider.js';
import { postWhatsAppCall, shopperPhoto, whatsAppCall } from '../../helpers/whatsapp-calls.js';
import { whatsAppSignature } from '../../../host/messages/signatures.js';
import { testConfig } from '../../../host/config.js';
import { MAX_RECEIPT_BYTES } from '../../../host/messages/receipt-photos.js';

const APP_SECRET = 'meta-app-secret-2';
let a: AdminTest;
let whatsapp: FakeProvider;
let photo: Buffer;

beforeAll(async () => {
  whatsapp = await startFakeProvider();
  const messages = {
    ...testConfig().messages,
    mode: 'live' as const,
    whatsapp: { apiUrl: `${whatsapp.url}/v21.0`, phoneNumberId: '1234567890', accessToken: 'system-user-token-0002', appSecret: APP_SECRET },
  };
  a = await createAdminTest({ config: { messages } });
  photo = await sharp({ create: { width: 320, height: 480, channels: 3, background: '#f4f1e8' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await a.t.close();
  await whatsapp.close();
});

const post = (body: unknown, signature?: string) => postWhatsAppCall(a.t.app, APP_SECRET, body, signature);
const receipts = () =>
  a.t.db.query<{ order_no: number | null; number: string; size: number }>('SELECT order_no, number, size FROM payment_receipts ORDER BY receipt_no');
const bankOrder = (mobile: string) => a.placeOrder({ PMNo: 2, IsPickup: 1, CustomerMobile: mobile, NotifyChannel: 'whatsapp' });

describe('a bank transfer order', () => {
  it("asks in its confirmation for the receipt, with the bank details of the shop's settings", async () => {
    const settings = (await a.get('/api/admin/GetShopSettings')).body.Settings;
    const saved = await a.post('/api/admin/SaveShopSettings', { Settings: { ...settings, bank: { ...settings.bank, accountNumber: '999-0000-1111' } } });
    expect(saved.status).toBe(200);
    const from = whatsapp.seen.length;
    await bankOrder('7651001');
    await a.t.flushMail();
    const sent = whatsapp.seen
      .slice(from)
      .map((r) => JSON.parse(r.body) as { to: string; template: { components: Array<{ parameters: Array<{ text: string }> }> } });
    const howToPay = sent.find((m) => m.to === '18687651001')!.template.components[0].parameters[3].text;
    expect(howToPay).toContain('Trini Naturals Limited, Republic Bank Limited, account 999-0000-1111');
    expect(howToPay).toContain('reply with a photo of the receipt');
  });
});

describe('a receipt photo by WhatsApp', () => {
  it('is fetched from the media API, kept, and shown on the order to staff only', async () => {
    const older = await bankOrder('7651002');
    const orderNo = await bankOrder('7651002');
    whatsapp.addMedia('MEDIA-1', 'image/png', photo);
    const from = whatsapp.seen.length;
    const r = await post(whatsAppCall({ messages: [shopperPhoto('18687651002', 'wamid.PHOTO1', 'MEDIA-1', `Order ${orderNo}`)] }));
    expect(r.statusCode, r.body).toBe(200);
    // The media's URL, then its file, each with the access token.
    const fetched = whatsapp.seen.slice(from).filter((s) => s.method === 'GET');
    expect(fetched.map((s) => [s.method, s.path])).toEqual([
      ['GET', '/v21.0/MEDIA-1'],
      ['GET', '/media-file/MEDIA-1'],
    ]);
    expect(fetched.every((s) => s.headers.authorization === 'Bearer system-user-token-0002')).toBe(true);
    // On the newest unpaid bank-transfer order of that number.
    const detail = (await a.get(`/api/admin/GetOrder?OrderNo=${orderNo}`)).body.Order;
    expect(detail.PaymentReceipts).toHaveLength(1);
    expect(detail.PaymentReceipts[0]).toMatchObject({ OrderNo: orderNo, From: '+18687651002', Caption: `Order ${orderNo}` });
    expect((await a.get(`/api/admin/GetOrder?OrderNo=${older}`)).body.Order.PaymentReceipts).toEqual([]);

    const url = `/api/admin/ReceiptPhoto?ReceiptNo=${detail.PaymentReceipts[0].ReceiptNo}`;
    const image = await a.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${a.token}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 480]);
    // Never to anyone else.
    expect((await a.get(url, null)).status).toBe(401);
    expect((await a.get(url, await a.registerCustomer('7651099'))).status).toBe(403);

    // The sender hears it arrived: free-form text, as they wrote a moment ago.
    await a.t.flushMail();
    const told = whatsapp.seen
      .slice(from)
      .filter((s) => s.method === 'POST' && s.body.includes('receipt photo'))
      .map((s) => JSON.parse(s.body) as { to: string; type: string; text?: { body: string } });
    expect(told.map((m) => [m.to, m.type])).toEqual([['18687651002', 'text']]);
    expect(told[0].text!.body).toMatch(new RegExp(`^Trini Naturals: order #${orderNo} has your receipt photo, thank you\\. We confirm the payment`));
    expect((await a.get(`/api/admin/GetOrder?OrderNo=${orderNo}`)).body.Order.Messages.map((m: { Kind: string }) => m.Kind)).toContain(
      'Receipt photo received',
    );

    // Staff check it and mark the order paid with the usual status change.
    const paid = await a.post('/api/admin/SetOrderStatus', { OrderNo: orderNo, Status: 'Paid', Note: 'Receipt checked' });
    expect(paid.status).toBe(200);
    expect((await a.get(`/api/admin/GetOrder?OrderNo=${orderNo}`)).body.Order.Status).toBe('Paid');
  });

  it('refuses a forged call and a replay, changing nothing', async () => {
    const orderNo = await bankOrder('7651003');
    whatsapp.addMedia('MEDIA-2', 'image/png', photo);
    const body = whatsAppCall({ messages: [shopperPhoto('18687651003', 'wamid.PHOTO2', 'MEDIA-2')] });
    const before = (await receipts()).length;
    expect((await post(body, whatsAppSignature('not-the-secret', JSON.stringify(body)))).statusCode).toBe(401);
    expect((await post(body, '')).statusCode).toBe(401);
    expect(await receipts()).toHaveLength(before);

    expect((await post(body)).statusCode).toBe(200);
    const replay = await post(body);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({ success: false });
    // Two deliveries of one message at once still keep one photo.
    const both = await Promise.all([
      post(whatsAppCall({ messages: [shopperPhoto('18687651003', 'wamid.PHOTO3', 'MEDIA-2')] })),
      post(whatsAppCall({ messages: [shopperPhoto('18687651003', 'wamid.PHOTO3', 'MEDIA-2')] })),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await receipts()).filter((r) => r.order_no === orderNo)).toHaveLength(2);
  });

  it('from a number without an open bank transfer order is kept unmatched for staff, who can put it on an order', async () => {
    whatsapp.addMedia('MEDIA-3', 'image/png', photo);
    expect((await post(whatsAppCall({ messages: [shopperPhoto('18687651004', 'wamid.PHOTO4', 'MEDIA-3')] }))).statusCode).toBe(200);
    const unmatched = (await a.get('/api/admin/GetReceipts?Unmatched=1')).body.Receipts as Array<{ ReceiptNo: number; From: string; OrderNo: null }>;
    const mine = unmatched.find((r) => r.From === '+18687651004')!;
    expect(mine.OrderNo).toBeNull();
    // A cash order of that number is no bank transfer: the photo stays unmatched until staff put it somewhere.
    const cash = await a.placeOrder({ CustomerMobile: '7651004', IsPickup: 1 });
    const attach = await a.post('/api/admin/AttachReceipt', { ReceiptNo: mine.ReceiptNo, OrderNo: cash });
    expect(attach.status).toBe(200);
    expect((await a.get(`/api/admin/GetOrder?OrderNo=${cash}`)).body.Order.PaymentReceipts.map((r: { ReceiptNo: number }) => r.ReceiptNo)).toEqual([
      mine.ReceiptNo,
    ]);
    expect((await a.post('/api/admin/AttachReceipt', { ReceiptNo: 999999, OrderNo: cash })).status).toBe(404);
    expect((await a.post('/api/admin/AttachReceipt', { ReceiptNo: mine.ReceiptNo })).status).toBe(400);
    expect((await a.audit('order', cash)).map((e) => e.action)).toContain('AttachReceipt');
  });

  it('keeps no file over the size limit or that is no photo, and takes a photo again after the media API was down', async () => {
    const orderNo = await bankOrder('7651005');
    whatsapp.addMedia('MEDIA-BIG', 'image/jpeg', photo, MAX_RECEIPT_BYTES + 1);
    whatsapp.addMedia('MEDIA-PDF', 'image/jpeg', Buffer.from('%PDF-1.4 not a photo'));
    expect((await post(whatsAppCall({ messages: [shopperPhoto('18687651005', 'wamid.BIG', 'MEDIA-BIG')] }))).statusCode).toBe(200);
    expect((await post(whatsAppCall({ messages: [shopperPhoto('18687651005', 'wamid.PDF', 'MEDIA-PDF')] }))).statusCode).toBe(200);
    expect((await receipts()).filter((r) => r.order_no === orderNo)).toEqual([]);
    const noted = await a.t.db.query<{ body: string }>("SELECT body FROM inbound_messages WHERE provider_id IN ('wamid.BIG', 'wamid.PDF') ORDER BY inbound_no");
    expect(noted.map((n) => n.body)).toEqual([
      expect.stringMatching(/^photo not kept: the photo is \d+ bytes/),
      'photo not kept: not a photo that can be read',
    ]);

    // The media API answers 500: the call is answered 503 so that WhatsApp delivers it again, and nothing is kept.
    whatsapp.addMedia('MEDIA-LATER', 'image/png', photo);
    whatsapp.answerNext({ status: 500, body: { error: { message: 'try later' } }, when: 'MEDIA-LATER' });
    const later = whatsAppCall({ messages: [shopperPhoto('18687651005', 'wamid.LATER', 'MEDIA-LATER')] });
    const down = await post(later);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ success: false, msg: 'The message could not be received now; send it again later.' });
    expect(await a.t.db.query("SELECT 1 FROM inbound_messages WHERE provider_id = 'wamid.LATER'")).toEqual([]);
    expect((await post(later)).statusCode).toBe(200);
    expect((await receipts()).filter((r) => r.order_no === orderNo)).toHaveLength(1);
  });
});
