// WhatsApp's customer service window: free-form text for 24 hours after the customer's last message, a template
// otherwise (docs/notifications.md#free-form-text).
import { describe, expect, it } from 'vitest';
import { insideConversationWindow } from '../../../host/messages/conversation-window.js';
import { payReminderMinutes } from '../../../host/orders/held-stock.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3_600_000;

describe('insideConversationWindow', () => {
  it.each([
    ['never wrote', null, false],
    ['wrote a minute ago', ago(60_000), true],
    ['wrote 23 hours 59 minutes ago', ago(24 * HOUR - 60_000), true],
    ['wrote exactly 24 hours ago', ago(24 * HOUR), false],
    ['wrote 25 hours ago', ago(25 * HOUR), false],
    ['a message dated after now (a clock ahead)', ago(-60_000), false],
  ])('%s: %s', (_case, last, inside) => {
    expect(insideConversationWindow(last, NOW)).toBe(inside);
  });
});

describe('payReminderMinutes', () => {
  it.each([
    [60, 30],
    [45, 22],
    [2, 1],
    [1, 1],
  ])('a hold of %i minutes reminds after %i', (hold, remind) => {
    expect(payReminderMinutes(hold)).toBe(remind);
  });
});
