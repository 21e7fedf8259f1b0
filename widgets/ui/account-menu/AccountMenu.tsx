// <trini-account-menu> (docs/screens.md#page-shell account menu, docs/screens.md#account-dialogs, docs/domain.md#session).
// Logged out: Login and Register, each opening its dialog. Logged in: the display name with the account
// menu. The first account menu on the page also renders the shared dialog for every widget
// (state/dialogs.ts). `open` opens a dialog on mount; `standalone` puts the form inline (the /login and
// /register pages).
import { useEffect } from 'react';
import { openAuthDialog, type AuthDialog as AuthKind } from '../../state/dialogs.js';
import { $session, loggedOut as LOGGED_OUT } from '../../state/session.js';
import { useClientStore } from '../../runtime/use-client-store.js';
import { AuthDialog } from './AuthDialog.js';
import { StandaloneAuth } from './StandaloneAuth.js';
import { UserMenu } from './UserMenu.js';
import { PersonIcon } from './icons.js';
import { useIsDialogOwner } from './dialog-owner.js';
import { displayName } from './display-name.js';

export interface AccountMenuProps {
  open: string | undefined; // 'login' | 'register'
  standalone: boolean;
}

function authKind(value: string | undefined): AuthKind | null {
  const v = value?.trim().toLowerCase();
  return v === 'login' || v === 'register' ? v : null;
}

export function AccountMenu({ open, standalone }: AccountMenuProps) {
  const session = useClientStore($session, LOGGED_OUT);
  const ownsDialog = useIsDialogOwner(!standalone);
  const requested = authKind(open);

  useEffect(() => {
    if (!standalone && requested && !$session.get().loggedIn) openAuthDialog(requested);
  }, [standalone, requested]);

  if (standalone) return <StandaloneAuth initial={requested ?? 'login'} />;

  return (
    <div className="account-menu" part="menu-bar">
      {session.loggedIn ? (
        <UserMenu name={displayName(session)} />
      ) : (
        <>
          <button type="button" className="secondary login-button" part="login" onClick={() => openAuthDialog('login')}>
            <PersonIcon />
            <span className="label">Login</span>
          </button>
          <button type="button" className="register-button" part="register" onClick={() => openAuthDialog('register')}>
            Register
          </button>
        </>
      )}
      {ownsDialog && <AuthDialog />}
    </div>
  );
}
