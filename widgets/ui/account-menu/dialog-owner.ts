// Several account menus can share a page (the header's, a partner's own), yet a dialog opened through
// $authDialog must appear exactly once: the first connected menu renders it, and when that one leaves
// the page the next one takes over.
import { useEffect, useState } from 'react';
import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';

const $owners = atom<readonly symbol[]>([]);

/** True while this component is the page's dialog renderer. Pass false to stay out of the queue. */
export function useIsDialogOwner(candidate: boolean): boolean {
  const [me] = useState(() => Symbol('account-menu'));
  const owners = useStore($owners);
  useEffect(() => {
    if (!candidate) return;
    $owners.set([...$owners.get(), me]);
    return () => $owners.set($owners.get().filter((o) => o !== me));
  }, [candidate, me]);
  return candidate && owners[0] === me;
}
