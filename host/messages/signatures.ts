// The providers' webhook signatures. Meta signs the raw body with the app secret (X-Hub-Signature-256:
// sha256=<hex HMAC-SHA256>); Twilio signs the URL it called followed by each POST parameter's name and value,
// sorted by name (X-Twilio-Signature: base64 HMAC-SHA1 with the auth token).
import { createHmac, timingSafeEqual } from 'node:crypto';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function whatsAppSignature(appSecret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

export function isWhatsAppSignature(appSecret: string, rawBody: string, header: unknown): boolean {
  return typeof header === 'string' && same(header, whatsAppSignature(appSecret, rawBody));
}

export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, key) => acc + key + params[key], url);
  return createHmac('sha1', authToken).update(data).digest('base64');
}

export function isTwilioSignature(authToken: string, url: string, params: Record<string, string>, header: unknown): boolean {
  return typeof header === 'string' && same(header, twilioSignature(authToken, url, params));
}
