// What the shop answers to a product return (docs/orders.md#return-statuses). Pure, shared by the admin API and screens and the
// customer's account pages: a request awaits review, is approved or refused (with a reason), and an approved
// return is refunded.
export const ReturnStatus = {
  AwaitingReview: 'Awaiting review',
  Approved: 'Approved',
  Refused: 'Refused',
  Refunded: 'Refunded',
} as const;
export type ReturnStatusName = (typeof ReturnStatus)[keyof typeof ReturnStatus];
export const RETURN_STATUSES: readonly ReturnStatusName[] = Object.values(ReturnStatus);
export const RETURN_NOTE_MAX = 500;
/** Returns the shop still has to act on (review, or refund once approved). */
export const OPEN_RETURN_STATUSES: readonly ReturnStatusName[] = [ReturnStatus.AwaitingReview, ReturnStatus.Approved];

const NEXT: Readonly<Record<string, readonly ReturnStatusName[]>> = {
  [ReturnStatus.AwaitingReview]: [ReturnStatus.Approved, ReturnStatus.Refused],
  [ReturnStatus.Approved]: [ReturnStatus.Refunded, ReturnStatus.Refused],
};

export const RETURN_STATUS_MESSAGES = {
  unknown: (s: string) => `"${s}" is not a return status. Use one of: ${RETURN_STATUSES.join(', ')}.`,
  final: (s: string) => `The return is ${s}: its status can no longer change.`,
  notAllowed: (from: string, to: string, next: readonly string[]) => `A return cannot go from ${from} to ${to}. Next: ${next.join(' or ')}.`,
  reasonRequired: 'Please give the reason for refusing the return.',
  reasonTooLong: `The note must be at most ${RETURN_NOTE_MAX} characters.`,
} as const;

export function nextReturnStatuses(status: string): readonly ReturnStatusName[] {
  return NEXT[status] ?? [];
}

export function isReturnStatus(value: string): value is ReturnStatusName {
  return (RETURN_STATUSES as readonly string[]).includes(value);
}

export type ReturnTransitionCheck = { ok: true; to: ReturnStatusName; note: string } | { ok: false; msg: string };

export function checkReturnTransition(from: string, to: string, note = ''): ReturnTransitionCheck {
  const target = to.trim();
  const reason = note.trim();
  const M = RETURN_STATUS_MESSAGES;
  if (!isReturnStatus(target)) return { ok: false, msg: M.unknown(target) };
  const next = nextReturnStatuses(from);
  if (!next.length) return { ok: false, msg: M.final(from) };
  if (!next.includes(target)) return { ok: false, msg: M.notAllowed(from, target, next) };
  if (reason.length > RETURN_NOTE_MAX) return { ok: false, msg: M.reasonTooLong };
  if (target === ReturnStatus.Refused && !reason) return { ok: false, msg: M.reasonRequired };
  return { ok: true, to: target, note: reason };
}
