// docs/notifications.md#channels: "WhatsApp is preselected when they give a mobile"; an order that names no channel
// (an older widget, the quick order form, a partner's own client) keeps its mails as before.
import { describe, expect, it } from 'vitest';
import { defaultChannel, storedChannel } from '../../../widgets/domain/notify-channel.js';

describe('defaultChannel', () => {
  it.each([
    [true, true, 'whatsapp'],
    [true, false, 'whatsapp'],
    [false, true, 'email'],
    [false, false, 'none'],
  ] as const)('mobile %s, email %s: %s', (hasMobile, hasEmail, channel) => {
    expect(defaultChannel(hasMobile, hasEmail)).toBe(channel);
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
