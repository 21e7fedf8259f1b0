// <trini-account-page view order-no>: the account and order pages of docs/screens.md#account-pages, wired to the
// customer's real data (docs/architecture.md#decisions). A logged-out visitor is sent to /login, except on the order track
// and product return pages, which guests use with their order number and mobile.
import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $session, logout } from '../../state/session.js';
import { links, navigate } from '../../runtime/links.js';
import { AccountHome } from './AccountHome.js';
import { ChangePassword } from './ChangePassword.js';
import { EditAccount } from './EditAccount.js';
import { OrderDetail } from './OrderDetail.js';
import { OrderHistory } from './OrderHistory.js';
import { OrderTrack } from './OrderTrack.js';
import { ProductReturn } from './ProductReturn.js';
import { SideMenu } from './SideMenu.js';
import { ACCOUNT_TEXTS, VIEW_TITLES, asView, type AccountView } from './texts.js';

export interface AccountPageProps {
  view: string | undefined; // account | edit | password | history | detail | track | return
  orderNo: number | undefined;
}

function ViewBody({ view, orderNo, name }: { view: AccountView; orderNo: number | undefined; name: string }) {
  switch (view) {
    case 'edit':
      return <EditAccount />;
    case 'password':
      return <ChangePassword />;
    case 'history':
      return <OrderHistory />;
    case 'detail':
      return <OrderDetail orderNo={orderNo} />;
    case 'track':
      return <OrderTrack orderNo={orderNo} />;
    case 'return':
      return <ProductReturn orderNo={orderNo} />;
    default:
      return <AccountHome name={name} />;
  }
}

export function AccountPage({ view: viewAttr, orderNo }: AccountPageProps) {
  const view = asView(viewAttr);
  const session = useStore($session);
  const leaving = useRef(false);
  const needsLogin = !session.loggedIn && view !== 'track' && view !== 'return';

  useEffect(() => {
    if (needsLogin && !leaving.current) navigate(links.login());
  }, [needsLogin]);

  const onLogout = () => {
    leaving.current = true; // going home, not to the login page
    logout();
    navigate(links.home());
  };

  if (needsLogin) {
    return (
      <p className="notice" part="login-notice">
        {ACCOUNT_TEXTS.pleaseLogIn} <a href={links.login()}>Login</a>
      </p>
    );
  }
  // The shell is the size container; the page inside lays itself out by the shell's width.
  return (
    <div className="account-shell">
      <div className={session.loggedIn ? 'account-page' : 'account-page guest'} part="page">
        <div className="account-main">
          <h1 part="title">{VIEW_TITLES[view]}</h1>
          <ViewBody view={view} orderNo={orderNo} name={session.name} />
        </div>
        {session.loggedIn ? (
          <SideMenu view={view} onLogout={onLogout} />
        ) : (
          <p className="guest-note">
            <a href={links.login()}>Log in</a> to see all your orders.
          </p>
        )}
      </div>
    </div>
  );
}
