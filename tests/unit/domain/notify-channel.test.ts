// docs/notifications.md#channels: "WhatsApp is preselected when they give a mobile"; an order that names no channel
// (an older widget, the quick order form, a partner's own client) keeps its mails as before.
import { describe, expect, it } from 'vitest';
import { defaultChannel, phoneChannelsOf, storedChannel } from '../../../widgets/domain/notify-channel.js';

describe('defaultChannel', () => {
  it.each([
    [true, true, 'whatsapp'],
    [true, false, 'whatsapp'],
    [false, true, 'email'],
    [false, false, 'none'],
  ] as const)('mobile %s, email %s: %s', (hasMobile, hasEmail, channel) => {
    expect(defaultChannel(hasMobile, hasEmail)).toBe(channel);
  });

  it.each([
    [['sms'], true, true, 'sms'],
    [[], true, true, 'email'],
    [[], true, false, 'none'],
  ] as const)('where the shop sends by %j only: mobile %s, email %s: %s', (phones, hasMobile, hasEmail, channel) => {
    expect(defaultChannel(hasMobile, hasEmail, phones)).toBe(channel);
  });
});

describe('phoneChannelsOf', () => {
  it.each([
    [
      ['sms', 'whatsapp'],
      ['whatsapp', 'sms'],
    ],
    [['whatsapp', 'pigeon'], ['whatsapp']],
    ['whatsapp', []],
    [undefined, []],
  ] as const)('%j: %j', (raw, channels) => {
    expect(phoneChannelsOf(raw)).toEqual(channels);
  });
});

describe('storedChannel', () => {
  it.each([
    ['whatsapp', 'whatsapp'],
    ['sms', 'sms'],
    ['email', 'email'],
    ['none', 'none'],
    [undefined, 'email'],
    ['pigeon', 'email'],
  ] as const)('%s: %s', (chosen, stored) => {
    expect(storedChannel(chosen)).toBe(stored);
  });
});
