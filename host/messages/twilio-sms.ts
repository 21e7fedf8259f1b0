// Twilio's Messages API for SMS: POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded, HTTP Basic
// with the account SID and auth token. `From` is the shop's number, or a Messaging Service (MG...) as
// MessagingServiceSid. Twilio then posts each status change to the StatusCallback (receipts.ts).
import { isPermanentStatus, PermanentSendError, postWithin, type MessageProvider, type OutgoingMessage } from './provider.js';

export interface TwilioSettings {
  /** https://api.twilio.com */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** +1868... or a Messaging Service SID (MG...). */
  from: string;
  /** Where Twilio reports delivery: the host's own /api/messages/twilio. */
  statusCallback: string;
  timeoutMs?: number;
}

/** Twilio's code for a recipient who replied STOP. */
const UNSUBSCRIBED = 21610;

export function twilioSms(settings: TwilioSettings): MessageProvider {
  return {
    async send(message: OutgoingMessage) {
      const form = new URLSearchParams({ To: message.to, Body: message.text, StatusCallback: settings.statusCallback });
      form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from);
      const auth = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
      const res = await postWithin(
        `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
        { method: 'POST', headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() },
        settings.timeoutMs ?? 15_000,
      );
      const answer = (await res.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
      if (!res.ok) {
        const why = `Twilio answered ${res.status}: ${answer.message ?? 'no reason given'}`;
        if (isPermanentStatus(res.status)) throw new PermanentSendError(why, answer.code === UNSUBSCRIBED);
        throw new Error(why);
      }
      if (!answer.sid) throw new Error('Twilio answered without a message SID');
      return { providerId: answer.sid };
    },
  };
}
