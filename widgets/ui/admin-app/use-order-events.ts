// Follows the board's live events while signed in: each event bumps `version` (the board reloads) and a new order or
// return the staff member has not seen yet counts as unread (the Orders tab and the browser tab show the count). The
// stream is reopened with a fresh ticket after a failure, waiting longer each time (at most 30 s).
import { useEffect, useRef, useState } from 'react';
import { openOrderEvents, ORDER_EVENT_TYPES, type OrderEventData } from '../../api/admin-events.js';
import { messageOf } from './use-admin.js';

export function useOrderEvents(signedIn: boolean, watching: boolean) {
  const [version, setVersion] = useState(0);
  const [unread, setUnread] = useState(0);
  const watchingRef = useRef(watching);
  watchingRef.current = watching;

  useEffect(() => {
    if (watching) setUnread(0);
  }, [watching]);

  useEffect(() => {
    if (!signedIn) return;
    let stopped = false;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const onEvent = (message: MessageEvent<string>) => {
      let event: OrderEventData;
      try {
        event = JSON.parse(message.data) as OrderEventData;
      } catch {
        return;
      }
      failures = 0;
      setVersion((v) => v + 1);
      if (event.type !== 'status' && !watchingRef.current) setUnread((n) => n + 1);
    };
    const connect = async () => {
      try {
        source = await openOrderEvents();
      } catch (err) {
        messageOf(err); // a 401 signs out; anything else is retried
        source = null;
        if (!stopped) schedule();
        return;
      }
      if (!source || stopped) {
        source?.close();
        return;
      }
      for (const type of ORDER_EVENT_TYPES) source.addEventListener(type, onEvent as EventListener);
      source.onerror = () => {
        source?.close();
        source = null;
        if (!stopped) schedule();
      };
    };
    const schedule = () => {
      failures++;
      retry = setTimeout(() => void connect(), Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)));
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [signedIn]);

  return { version, unread };
}
