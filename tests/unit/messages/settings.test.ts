// Which provider a start uses (docs/notifications.md#settings): the emulator in development, nothing in production
// unless named, and a live start only with a whole account; each refusal one line naming what is missing.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../host/config.js';
import { startupNotes } from '../../../host/startup-notes.js';

const SID = `AC${'d'.repeat(32)}`;
const WHATSAPP = { WHATSAPP_PHONE_NUMBER_ID: '109876543210', WHATSAPP_ACCESS_TOKEN: 'EAAG-system-user-token-0001', WHATSAPP_APP_SECRET: 'app-secret-1' };
const TWILIO = { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'twilio-auth-token-1', TWILIO_FROM: '+18685550100' };
const production = (env: Record<string, string> = {}) => loadConfig({ NODE_ENV: 'production', ...env });

describe('MESSAGES', () => {
  it.each([
    ['development, unset', { NODE_ENV: 'development' }, 'emulator'],
    ['production, unset', { NODE_ENV: 'production' }, 'off'],
    ['production, asked for the emulator by name', { NODE_ENV: 'production', MESSAGES: 'emulator' }, 'emulator'],
    ['production, live with WhatsApp only', { NODE_ENV: 'production', MESSAGES: 'live', ...WHATSAPP }, 'live'],
    ['development, off', { NODE_ENV: 'development', MESSAGES: 'off' }, 'off'],
  ])('%s: %s', (_name, env, mode) => {
    expect(loadConfig(env).messages.mode).toBe(mode);
  });

  it('live needs a whole account of one channel at least', () => {
    expect(() => production({ MESSAGES: 'live' })).toThrow(
      new ConfigError(
        'MESSAGES=live needs a WhatsApp Business account (WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET) or a Twilio account (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM), or both.',
      ),
    );
    expect(() => production({ MESSAGES: 'live', TWILIO_ACCOUNT_SID: SID, TWILIO_FROM: '+18685550100' })).toThrow(
      new ConfigError('TWILIO_ACCOUNT_SID, TWILIO_FROM set without TWILIO_AUTH_TOKEN: a Twilio account needs all of them.'),
    );
    const both = production({ MESSAGES: 'live', ...WHATSAPP, ...TWILIO }).messages;
    expect(both.whatsapp).toMatchObject({ apiUrl: 'https://graph.facebook.com/v21.0', phoneNumberId: '109876543210' });
    expect(both.twilio).toMatchObject({ apiUrl: 'https://api.twilio.com', accountSid: SID, from: '+18685550100' });
    expect(both.templates).toEqual({
      language: 'en',
      confirmation: 'order_confirmation',
      status: 'order_status',
      payAgain: 'pay_again',
      staffOrder: 'staff_new_order',
      returnAnswer: 'return_answer',
      staffLowStock: 'staff_low_stock',
    });
  });

  it('names a bad secret without printing it', () => {
    expect(() => production({ MESSAGES: 'live', ...TWILIO, TWILIO_AUTH_TOKEN: 'short' })).toThrow(
      new ConfigError('TWILIO_AUTH_TOKEN=(5 characters, not shown) is not valid: TWILIO_AUTH_TOKEN must be at least 16 characters.'),
    );
  });
});

describe('the start', () => {
  const noticeLines = (env: Record<string, string>) => startupNotes(production(env), 'JWT_SECRET').filter((l) => /notice|mail|Messages/.test(l));

  it('says in one line that no notice will leave without SMTP_URL and without a message provider', () => {
    expect(noticeLines({})).toEqual([
      'Warning: no customer or staff notice will leave this machine: SMTP_URL is not set (mail waits in the outbox, listed in the back office) and MESSAGES is off. Set SMTP_URL, or MESSAGES=live with a WhatsApp Business or Twilio account (docs/notifications.md).',
    ]);
  });

  it('says how messages leave when they do', () => {
    expect(noticeLines({ SMTP_URL: 'smtp://mail.example:25', MESSAGES: 'live', ...TWILIO })).toEqual([
      'Messages: live, WhatsApp not set up, SMS through Twilio.',
    ]);
    expect(noticeLines({ MESSAGES: 'emulator' })).toEqual([
      'Warning: SMTP_URL is not set: no customer or staff mail leaves; it waits in the outbox (listed in the back office) until SMTP_URL is set.',
      'Messages: WhatsApp and SMS go to the built-in emulator at http://127.0.0.1:3000/dev/messages (nothing leaves this machine).',
    ]);
  });
});
