// A notice not sent yet or given up on, as the back office lists it (GET /api/admin/GetNotices;
// docs/notifications.md#waiting-and-failed-notices): the host's answer and the Notices screen share this shape.

export interface WaitingNotice {
  /** Which outbox holds it, and its number there: what a resend names. */
  Outbox: 'mail' | 'message';
  No: number;
  Channel: 'email' | 'whatsapp' | 'sms';
  Recipient: string;
  /** The mail's subject or the message's template, in words. */
  Subject: string;
  OrderNo: number | null;
  RmaNo: number | null;
  State: 'pending' | 'sending' | 'failed';
  Attempts: number;
  LastError: string | null;
  /** When it is tried next (null: failed, tried no more until resent). */
  NextTryAt: string | null;
  CreatedAt: string;
}
