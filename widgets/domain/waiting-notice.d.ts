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
