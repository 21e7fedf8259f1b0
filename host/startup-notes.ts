// What a start says about itself beyond "listening": how card payments, mail, messages and the token secret are set up,
// each in one line, so an operator sees at once what a forgotten setting means. And the first start's progress.
import type { Config } from './config.js';
import { noNoticeLeaves } from './outbox/no-notice-leaves.js';

const PROGRESS_EVERY_MS = 2_000;

export function startupNotes(config: Config, secretPlace: string): string[] {
  const notes = [...config.warnings, cardPaymentNote(config)];
  if (config.production && !config.trustProxyNamed) {
    notes.push(
      "Warning: TRUST_PROXY is not set, so no X-Forwarded-For is believed: behind a proxy every client counts as its address in the per-address limits. Set TRUST_PROXY to the proxy's address (e.g. 127.0.0.1).",
    );
  }
  const messages = messagesNote(config);
  if (noNoticeLeaves(config)) {
    notes.push(
      'Warning: no customer or staff notice will leave this machine: SMTP_URL is not set (mail waits in the outbox, listed in the back office) and MESSAGES is off. Set SMTP_URL, or MESSAGES=live with a WhatsApp Business or Twilio account (docs/notifications.md).',
    );
  } else if (!config.smtpUrl && config.production) {
    notes.push('Warning: SMTP_URL is not set: no customer or staff mail leaves; it waits in the outbox (listed in the back office) until SMTP_URL is set.');
  }
  if (messages) notes.push(messages);
  notes.push(`Token secret: ${secretPlace}.`);
  return notes;
}

/** How WhatsApp and SMS notices leave; none when they are off. */
function messagesNote(config: Config): string | null {
  const { mode, whatsapp, twilio } = config.messages;
  if (mode === 'emulator') return `Messages: WhatsApp and SMS go to the built-in emulator at ${config.publicUrl}/dev/messages (nothing leaves this machine).`;
  if (mode === 'live')
    return `Messages: live, WhatsApp ${whatsapp ? 'through WhatsApp Business' : 'not set up'}, SMS ${twilio ? 'through Twilio' : 'not set up'}.`;
  return null;
}

function cardPaymentNote(config: Config): string {
  if (config.cardPayments === 'live') return `Card payments: live, through WiPay at ${config.wipay.baseUrl}.`;
  if (config.cardPayments === 'sandbox') {
    return config.wipay.emulator
      ? `Card payments: sandbox, through the built-in emulator at ${config.publicUrl}/wipay-sandbox (test cards, no money moves).`
      : `Card payments: sandbox, through ${config.wipay.baseUrl} (no money moves).`;
  }
  return 'Card payments: off (the checkout offers cash and bank transfer). To take cards set WIPAY_ENVIRONMENT=live, WIPAY_COUNTRY, WIPAY_ACCOUNT_NUMBER and WIPAY_API_KEY.';
}

/** A progress listener that prints a step's count and elapsed time at its start, at most every 2 s, and at its end. */
export function progressPrinter(print: (line: string) => void, now: () => number = Date.now): (step: string, done: number, total: number) => void {
  const began = new Map<string, number>();
  let lastPrint = 0;
  return (step, done, total) => {
    const t = now();
    if (!began.has(step)) began.set(step, t);
    if (done === 0 || done === total || t - lastPrint >= PROGRESS_EVERY_MS) {
      lastPrint = t;
      const seconds = ((t - began.get(step)!) / 1000).toFixed(1);
      print(`First start: ${step}, ${done} of ${total} (${seconds} s)${done === total ? '' : '...'}`);
    }
  };
}
