// Follows the board's live events while signed in: each event bumps `version` (the board reloads) and a new order or
// return the staff member has not seen yet counts as unread (the Orders tab and the browser tab show the count). Seen
// is shared by the browser's tabs (seen-events.ts): a tab opens its stream after the newest event seen in any tab,
// so what arrived before it opened is counted too. The stream is reopened with a fresh ticket after a failure,
// waiting longer each time (at most 30 s), after the last event this tab received: nothing is missed meanwhile.
// `live` is true while the stream is open and caught up.
import { useEffect, useRef, useState } from 'react';
import { openOrderEvents, ORDER_EVENT_TYPES, STREAM_EVENT_TYPES, type OrderEventData } from '../../api/admin-events.js';
import { messageOf } from './use-admin.js';
import { markEventSeen, seenEventId } from './seen-events.js';

export function useOrderEvents(signedIn: boolean, watching: boolean) {
  const [version, setVersion] = useState(0);
  const [unread, setUnread] = useState(0);
  const [live, setLive] = useState(false);
  const watchingRef = useRef(watching);
  watchingRef.current = watching;
  /** The newest event this tab has received. */
  const lastIdRef = useRef<number | null>(null);

  useEffect(() => {
    if (!watching) return;
    setUnread(0);
    if (lastIdRef.current !== null) markEventSeen(lastIdRef.current);
  }, [watching]);

  useEffect(() => {
    if (!signedIn) return;
    let stopped = false;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const received = (message: MessageEvent<string>) => {
      const id = Number(message.lastEventId);
      if (!Number.isSafeInteger(id) || id < 0) return;
      lastIdRef.current = id;
      if (watchingRef.current) markEventSeen(id);
    };
    const onChange = (message: MessageEvent<string>) => {
      let event: OrderEventData;
      try {
        event = JSON.parse(message.data) as OrderEventData;
      } catch {
        return;
      }
      received(message);
      setVersion((v) => v + 1);
      if (event.type !== 'status' && !watchingRef.current) setUnread((n) => n + 1);
    };
    const onStreamEvent = (message: MessageEvent<string>) => {
      received(message);
      if (message.type === 'reset') setVersion((v) => v + 1);
      else {
        failures = 0;
        setLive(true);
      }
    };
    const connect = async () => {
      try {
        source = await openOrderEvents(lastIdRef.current ?? seenEventId());
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
      for (const type of ORDER_EVENT_TYPES) source.addEventListener(type, onChange as EventListener);
      for (const type of STREAM_EVENT_TYPES) source.addEventListener(type, onStreamEvent as EventListener);
      source.onerror = () => {
        // Closed here and reopened with a new ticket: the browser's own retry would present the used one.
        source?.close();
        source = null;
        setLive(false);
        if (!stopped) schedule();
      };
    };
    const schedule = () => {
      failures++;
      retry = setTimeout(() => void connect(), Math.min(30_000, 1000 * 2 ** Math.min(failures - 1, 5)));
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
      setLive(false);
    };
  }, [signedIn]);

  return { version, unread, live };
}
