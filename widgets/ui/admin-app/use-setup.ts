// The setup checklist, whether the signed-in staff member is an owner, and whether any notice leaves
// (GET /api/admin/SetupChecklist), asked on sign-in and again after `version` changes (a save in Settings). A failure
// leaves them unknown: the screens say why.
import { useEffect, useState } from 'react';
import { adminCall } from '../../api/admin.js';
import type { SetupItem } from '../../domain/setup-checklist.js';

export interface Setup {
  Items: SetupItem[];
  Done: boolean;
  Owner: boolean;
  /** No mail or message provider is set: no notice leaves (the banner). */
  NoticesOff?: boolean;
}

export function useSetup(signedIn: boolean, version: number): Setup | null {
  const [setup, setSetup] = useState<Setup | null>(null);
  useEffect(() => {
    if (!signedIn) {
      setSetup(null);
      return;
    }
    let live = true;
    adminCall<Setup>('GET', 'SetupChecklist').then(
      (r) => live && setSetup(r),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn, version]);
  return setup;
}
