// A widget that needs the store API, on a page whose origin the store does not allow (state/embed-access.ts): a
// notice for the site owner in its place, never a product or an order form whose calls would fail.
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $embedAccess, refusedText } from '../../state/embed-access.js';
import { $config } from '../../runtime/config.js';

export const EMBED_NOTICE_TITLE = 'This site is not connected to the store yet.';

export function EmbedGate({ pending = null, children }: { pending?: ReactNode; children: ReactNode }) {
  const access = useStore($embedAccess);
  const { storeBase } = useStore($config);
  if (access.state === 'checking') return pending;
  if (access.state === 'refused') {
    return (
      <div className="embed-notice" part="embed-notice" role="note">
        <p>
          <strong>{EMBED_NOTICE_TITLE}</strong>
        </p>
        <p>{refusedText(access.origin, storeBase)}</p>
      </div>
    );
  }
  return children;
}
