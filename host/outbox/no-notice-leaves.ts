// Whether a production host sends nothing at all: no SMTP_URL for mail and no WhatsApp or SMS provider. The start
// says so in one line (startup-notes.ts) and the back office shows a banner (GET /api/admin/SetupChecklist).
import type { Config } from '../config.js';

export function noNoticeLeaves(config: Pick<Config, 'production' | 'smtpUrl' | 'messages'>): boolean {
  return config.production && !config.smtpUrl && config.messages.mode === 'off';
}
