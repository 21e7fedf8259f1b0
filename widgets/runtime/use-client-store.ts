// Stores filled from this browser's storage (cart, session, wishlist) differ from what the server rendered
// (it knows no shopper): the server's render and the hydration use the neutral value, and the widget renders
// again with the browser's value right after hydrating. Without a server render (partner pages, a widget
// added later) the browser's value is used from the start.
import { useEffect, useState } from 'react';
import type { ReadableAtom } from 'nanostores';
import { rendersServerMarkup } from './server-markup.js';

export function useClientStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  const [value, setValue] = useState(() => (rendersServerMarkup() ? serverValue : store.get()));
  useEffect(() => {
    setValue(() => store.get());
    return store.listen((next) => setValue(() => next));
  }, [store]);
  return value;
}
