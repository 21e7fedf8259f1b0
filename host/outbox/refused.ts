// A notice its provider refused for good (an invalid number or address, a channel with no account, an order that is
// gone): retrying cannot help, so the outbox marks it failed at once instead of trying again with backoff.

export class PermanentSendError extends Error {
  override name = 'PermanentSendError';
  /** `optedOut`: the recipient asked for no more (a WhatsApp or SMS number that answered STOP). */
  constructor(
    message: string,
    readonly optedOut = false,
  ) {
    super(message);
  }
}
