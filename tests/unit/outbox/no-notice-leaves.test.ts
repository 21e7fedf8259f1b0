// When a host sends no notice at all (docs/notifications.md#settings): a production start with neither SMTP_URL nor a
// message provider. The start says so in one line and the back office shows a banner.
import { describe, expect, it } from 'vitest';
import { noNoticeLeaves } from '../../../host/outbox/no-notice-leaves.js';
import type { MessagesMode } from '../../../host/messages/settings.js';

describe('noNoticeLeaves', () => {
  it.each<[production: boolean, smtpUrl: string | undefined, mode: MessagesMode, expected: boolean]>([
    [true, undefined, 'off', true],
    [true, 'smtp://mail.example:25', 'off', false],
    [true, undefined, 'live', false],
    [true, undefined, 'emulator', false],
    [false, undefined, 'off', false],
  ])('production %s, SMTP_URL %s, MESSAGES %s: %s', (production, smtpUrl, mode, expected) => {
    expect(noNoticeLeaves({ production, smtpUrl, messages: { mode, templates: {} as never, staffNumbers: [] } })).toBe(expected);
  });
});
