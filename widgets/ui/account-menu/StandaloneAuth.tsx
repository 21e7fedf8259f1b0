// The /login and /register pages (attribute `standalone`): the same forms inline instead of in a dialog.
// Success goes to the account page; Exit goes home.
import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { AuthDialog as AuthKind } from '../../state/dialogs.js';
import { $session, logout } from '../../state/session.js';
import { links, navigate } from '../../runtime/links.js';
import { LoginForm } from './LoginForm.js';
import { RegisterForm } from './RegisterForm.js';
import { displayName } from './display-name.js';

export function StandaloneAuth({ initial }: { initial: AuthKind }) {
  const [kind, setKind] = useState<AuthKind>(initial);
  useEffect(() => setKind(initial), [initial]);
  const session = useStore($session);
  const titleId = useId();
  const toAccount = () => navigate(links.account());
  const toHome = () => navigate(links.home());

  if (session.loggedIn) {
    return (
      <section className="auth-card signed-in" part="card">
        <p>
          You are logged in as <strong>{displayName(session)}</strong>.
        </p>
        <div className="actions">
          <a className="button-link" href={links.account()}>
            My Account
          </a>
          <button type="button" className="secondary" onClick={logout}>
            Logout
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="auth-card" part="card" aria-labelledby={titleId}>
      {kind === 'login' ? (
        <LoginForm titleId={titleId} onSuccess={toAccount} onExit={toHome} onSwitch={() => setKind('register')} />
      ) : (
        <RegisterForm titleId={titleId} onSuccess={toAccount} onExit={toHome} onSwitch={() => setKind('login')} onNeedsLogin={() => setKind('login')} />
      )}
    </section>
  );
}
