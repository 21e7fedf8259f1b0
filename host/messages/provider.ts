// What the message outbox (outbox.ts) hands a provider, and what it hears back. Each channel has its adapter:
// WhatsApp Business Cloud API (whatsapp-cloud.ts), Twilio's Messages API for SMS (twilio-sms.ts), or the local
// emulator for both (emulator-provider.ts).
import type { DeliveryStatus } from './receipts.js';

export type MessageChannel = 'whatsapp' | 'sms';

export interface OutgoingMessage {
  channel: MessageChannel;
  /** E.164, e.g. +18687654321. */
  to: string;
  /** The whole notice as text: the SMS body, and what the emulator shows. */
  text: string;
  /** The approved WhatsApp template that carries the same notice outside a 24-hour conversation window. */
  template: { name: string; language: string; params: string[] };
  /** Inside the number's 24-hour conversation window (conversation-window.ts): WhatsApp sends the text itself. */
  freeForm?: boolean;
}

export interface MessageProvider {
  /**
   * Resolves with the provider's id for the message (its delivery receipts name it), and any receipts the
   * provider knows at once (only the emulator does).
   */
  send(message: OutgoingMessage): Promise<{ providerId: string; receipts?: DeliveryStatus[] }>;
}

/** A photo a shopper sent, fetched from the provider by its media id (WhatsApp's media API, or the emulator). */
export interface FetchedMedia {
  type: string;
  bytes: Buffer;
}

export interface MediaSource {
  /** Refuses (MediaRefused) a file over maxBytes before reading more of it than that. */
  fetchMedia(mediaId: string, maxBytes: number): Promise<FetchedMedia>;
}

/** The media is not one the shop keeps (too large, gone): asking again cannot help. */
export class MediaRefused extends Error {
  override name = 'MediaRefused';
}

// A refusal for good (an invalid number, a number not on WhatsApp, a channel with no account): not retried; a
// WhatsApp notice falls back to SMS. `optedOut`: the number asked for no more.
export { PermanentSendError } from '../outbox/refused.js';

/** A provider answer's status: 4xx (but 408 and 429) is the message's fault, the rest the provider's, worth a retry. */
export function isPermanentStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** A provider's HTTP call, bounded in time: a provider that hangs must not hold the outbox's claim forever. */
export async function postWithin(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
}
