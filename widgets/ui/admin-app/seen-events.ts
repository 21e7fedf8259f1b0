// The newest board event the staff member has seen (the orders screen in view when it arrived), kept in localStorage
// so every tab of this browser shares it: a tab opening later asks the stream for the events after it, and counts
// the new orders and returns among them as unread.

const SEEN_KEY = 'trini-staff-seen-event';

export function seenEventId(): number | null {
  try {
    const value = Number(globalThis.localStorage?.getItem(SEEN_KEY) ?? '');
    return Number.isSafeInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function markEventSeen(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0 || id <= (seenEventId() ?? 0)) return;
  try {
    localStorage.setItem(SEEN_KEY, String(id));
  } catch {
    // storage blocked: each tab counts on its own
  }
}
