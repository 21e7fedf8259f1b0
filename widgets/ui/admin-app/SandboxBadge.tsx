// A badge beside the back office's tabs while card payments are a sandbox: orders marked Paid there moved no money.
import { useEffect, useState } from 'react';
import { getPaymentOptions } from '../../api/payment-options.js';

export function SandboxBadge() {
  const [sandbox, setSandbox] = useState(false);
  useEffect(() => {
    let live = true;
    getPaymentOptions().then(
      (options) => live && setSandbox(options.Sandbox),
      () => undefined, // the badge is a notice: without an answer the tabs work as ever
    );
    return () => {
      live = false;
    };
  }, []);
  if (!sandbox) return null;
  return (
    <span className="sandbox-badge" part="sandbox-badge" title="Card payments go to a test gateway: no money moves.">
      payments: sandbox
    </span>
  );
}
