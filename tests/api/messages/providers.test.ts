// The two real adapters against a local stand-in of each API: the request each provider documents, and which
// refusals are for good (no retry; WhatsApp then falls back to SMS) and which are worth a retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whatsAppCloud } from '../../../host/messages/whatsapp-cloud.js';
import { twilioSms } from '../../../host/messages/twilio-sms.js';
import { PermanentSendError, type OutgoingMessage } from '../../../host/messages/provider.js';
import { startFakeProvider, type FakeProvider } from '../../helpers/fake-provider.js';

const MESSAGE: Omit<OutgoingMessage, 'channel'> = {
  to: '+18687654321',
  text: 'Trini Naturals: order #12 has been shipped.',
  template: { name: 'order_status', language: 'en', params: ['12', 'has been shipped.', 'http://127.0.0.1/track/12/x'] },
};
const SID = `AC${'a'.repeat(32)}`;

let api: FakeProvider;
beforeAll(async () => {
  api = await startFakeProvider();
});
afterAll(() => api.close());

describe('WhatsApp Business Cloud API', () => {
  const whatsapp = () => whatsAppCloud({ apiUrl: `${api.url}/v21.0`, phoneNumberId: '1234567890', accessToken: 'token-of-the-system-user' });

  it('sends the configured template with its body parameters, as a bearer of the access token', async () => {
    const before = api.seen.length;
    const sent = await whatsapp().send({ channel: 'whatsapp', ...MESSAGE });
    expect(sent.providerId).toMatch(/^wamid\./);
    const req = api.seen[before];
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v21.0/1234567890/messages');
    expect(req.headers.authorization).toBe('Bearer token-of-the-system-user');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body)).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '18687654321',
      type: 'template',
      template: {
        name: 'order_status',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: MESSAGE.template.params.map((text) => ({ type: 'text', text })) }],
      },
    });
  });

  it('takes a number that cannot get WhatsApp as a refusal for good, and an outage as worth a retry', async () => {
    api.answerNext({ status: 400, body: { error: { code: 131026, message: 'Message undeliverable' } } });
    await expect(whatsapp().send({ channel: 'whatsapp', ...MESSAGE })).rejects.toBeInstanceOf(PermanentSendError);
    api.answerNext({ status: 503, body: { error: { message: 'Service unavailable' } } });
    const outage = await whatsapp()
      .send({ channel: 'whatsapp', ...MESSAGE })
      .catch((e: unknown) => e);
    expect(outage).toBeInstanceOf(Error);
    expect(outage).not.toBeInstanceOf(PermanentSendError);
    expect((outage as Error).message).toBe('WhatsApp answered 503: Service unavailable');
  });
});

describe("Twilio's Messages API", () => {
  const twilio = (from = '+18685550100') =>
    twilioSms({ apiUrl: api.url, accountSid: SID, authToken: 'auth-token-of-the-account', from, statusCallback: 'http://127.0.0.1:3000/api/messages/twilio' });

  it('posts To, From, Body and the status callback, form-encoded, with the account SID and auth token', async () => {
    const before = api.seen.length;
    const sent = await twilio().send({ channel: 'sms', ...MESSAGE });
    expect(sent.providerId).toMatch(/^SM/);
    const req = api.seen[before];
    expect(req.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:auth-token-of-the-account`).toString('base64')}`);
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
      To: '+18687654321',
      From: '+18685550100',
      Body: MESSAGE.text,
      StatusCallback: 'http://127.0.0.1:3000/api/messages/twilio',
    });
  });

  it('sends from a Messaging Service when one is named', async () => {
    const before = api.seen.length;
    await twilio(`MG${'b'.repeat(32)}`).send({ channel: 'sms', ...MESSAGE });
    const form = new URLSearchParams(api.seen[before].body);
    expect(form.get('MessagingServiceSid')).toBe(`MG${'b'.repeat(32)}`);
    expect(form.has('From')).toBe(false);
  });

  it('takes an unsubscribed number as an opt-out, and a rate limit as worth a retry', async () => {
    api.answerNext({ status: 400, body: { code: 21610, message: 'Attempt to send to unsubscribed recipient' } });
    const stopped = await twilio()
      .send({ channel: 'sms', ...MESSAGE })
      .catch((e: unknown) => e);
    expect(stopped).toBeInstanceOf(PermanentSendError);
    expect((stopped as PermanentSendError).optedOut).toBe(true);
    api.answerNext({ status: 429, body: { code: 20429, message: 'Too Many Requests' } });
    const limited = await twilio()
      .send({ channel: 'sms', ...MESSAGE })
      .catch((e: unknown) => e);
    expect(limited).not.toBeInstanceOf(PermanentSendError);
  });
});
