import type { Session } from '../../state/session.js';

/** The name shown for a logged-in visitor (custom_CustomerName), falling back to what the token has. */
export function displayName(session: Session): string {
  return session.name.trim() || session.mobile || 'My Account';
}
