// The Notices screen's answers (docs/notifications.md#waiting-and-failed-notices): mail and messages waiting or failed.

export interface WaitingNotice {
  Outbox: 'mail' | 'message';
  No: number;
  Channel: 'email' | 'whatsapp' | 'sms';
  Recipient: string;
  Subject: string;
  OrderNo: number | null;
  RmaNo: number | null;
  State: 'pending' | 'sending' | 'failed';
  Attempts: number;
  LastError: string | null;
  NextTryAt: string | null;
  CreatedAt: string;
}
