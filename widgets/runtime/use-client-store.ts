// Stores filled from this browser's storage (cart, session, wishlist) differ from what the server rendered
// (it knows no shopper): the server's render and the hydration use the neutral value, and React renders
// again with the browser's value right after hydrating. Without a server render (partner pages, a widget
// added later) the browser's value is used from the start.
import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useClientStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  return useSyncExternalStore(
    (onChange) => store.listen(onChange),
    () => store.get(),
    () => serverValue,
  );
}
