// docs/domain.md#session / Login: once the shopper is logged in (now, or already when the form
// opens), the order's mobile, name and email are filled from the session values.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $session, type Session } from '../../state/session.js';
import { useLatest } from '../shared/use-latest.js';
import { localMobile } from './order-payload.js';

export interface SessionDetails {
  mobile: string;
  name: string;
  email: string;
}

export function sessionDetails(session: Session): SessionDetails {
  return { mobile: localMobile(session.mobile), name: session.name, email: session.email };
}

/** Calls `fill` each time a (new) customer token arrives; returns the current session. */
export function useSessionPrefill(fill: (details: SessionDetails) => void): Session {
  const session = useStore($session);
  const token = session.loggedIn ? session.token : null;
  const latestFill = useLatest(fill);
  // Only a new token refills: the shopper may edit the filled values afterwards.
  useEffect(() => {
    if (token) latestFill.current(sessionDetails($session.get()));
  }, [token, latestFill]);
  return session;
}
