// The login / register dialog (docs/screens.md#account-dialogs) as a native modal <dialog>, opened whenever $authDialog is set
// (by this menu's buttons, the side menu, the checkout or the quick order form) and closed through it.
import { useEffect, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $authDialog, closeAuthDialog, openAuthDialog } from '../../state/dialogs.js';
import { LoginForm } from './LoginForm.js';
import { RegisterForm } from './RegisterForm.js';
import { CloseIcon } from '../icons.js';

export function AuthDialog() {
  const kind = useStore($authDialog);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (kind && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!kind && dialog.open) {
      dialog.close();
    }
    // Start on the mobile number rather than on the close button.
    if (kind) dialog.querySelector<HTMLInputElement>('input')?.focus();
  }, [kind]);

  return (
    <dialog
      ref={ref}
      className="auth-dialog"
      part="dialog"
      aria-labelledby={titleId}
      onClose={() => {
        if ($authDialog.get()) closeAuthDialog(); // Escape closes natively; keep the store in step
      }}
    >
      <button type="button" className="ghost dialog-close" part="close" aria-label="Close" onClick={closeAuthDialog}>
        <CloseIcon size={22} />
      </button>
      {kind === 'login' && <LoginForm titleId={titleId} onSuccess={closeAuthDialog} onExit={closeAuthDialog} onSwitch={() => openAuthDialog('register')} />}
      {kind === 'register' && (
        <RegisterForm
          titleId={titleId}
          onSuccess={closeAuthDialog}
          onExit={closeAuthDialog}
          onSwitch={() => openAuthDialog('login')}
          onNeedsLogin={() => openAuthDialog('login')}
        />
      )}
    </dialog>
  );
}
