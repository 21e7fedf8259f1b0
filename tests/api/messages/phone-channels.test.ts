// The checkout offers WhatsApp and SMS only where the host sends by them: the shop's public settings name the phone
// channels of its message set-up (host/messages/settings.ts), none when messages are off.
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import type { MessageSettings } from '../../../host/messages/settings.js';
import { testConfig } from '../../../host/config.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function publicChannels(set: Partial<MessageSettings>): Promise<unknown> {
  t = await createTestApp({ config: { messages: { ...testConfig().messages, ...set } } });
  const res = await t.app.inject({ method: 'GET', url: '/api/shop/Settings' });
  expect(res.statusCode).toBe(200);
  return res.json<{ phoneChannels: unknown }>().phoneChannels;
}

describe('GET /api/shop/Settings: phoneChannels', () => {
  const twilio = { apiUrl: 'http://127.0.0.1:9', accountSid: 'AC0123456789', authToken: 'twilio-auth-token', from: '+18685550100' };
  it.each([
    ['the emulator', { mode: 'emulator' }, ['whatsapp', 'sms']],
    ['messages off', { mode: 'off' }, []],
    ['live with Twilio only', { mode: 'live', twilio }, ['sms']],
  ] as const)('%s', async (_name, set, channels) => {
    expect(await publicChannels(set)).toEqual(channels);
  });
});
