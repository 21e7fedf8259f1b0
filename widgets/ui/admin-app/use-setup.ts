// The setup checklist and whether the signed-in staff member is an owner (GET /api/admin/SetupChecklist), asked on
// sign-in and again after `version` changes (a save in Settings). A failure leaves both unknown: the screens say why.
import { useEffect, useState } from 'react';
import { adminCall } from '../../api/admin.js';
import type { SetupItem } from '../../domain/setup-checklist.js';

export interface Setup {
  Items: SetupItem[];
  Done: boolean;
  Owner: boolean;
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
