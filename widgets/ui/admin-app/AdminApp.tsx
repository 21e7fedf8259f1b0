// <trini-admin-app>: the shop's back office on /admin (docs/back-office.md#admin-page). Sign-in, then the orders board
// (with the setup checklist above it while a step is open), one order, returns, shops with their sales, the products
// with their editor, and for owners the shop's settings, its staff and the notices waiting or failed. A banner on every
// screen says when no notice leaves (no mail or message provider). The screen is kept in the URL's hash (#orders,
// #order/12, #slip/12, #returns, #shops, #products, #products/low, #settings, #staff, #notices), so reloading or sharing a link
// keeps it. The board follows the
// live events and the tabs count what is new (use-order-events.ts); `data-events="live"` says the events arrive.
import { useEffect, useState } from 'react';
import { onStaffTokenChange, staffToken } from '../../api/admin.js';
import { onSignOut, signOut } from './use-admin.js';
import { SignIn } from './SignIn.js';
import { SandboxBadge } from './SandboxBadge.js';
import { OrdersBoard } from '../admin-orders/OrdersBoard.js';
import { OrderPage } from '../admin-orders/OrderPage.js';
import { PackingSlip } from '../admin-orders/PackingSlip.js';
import { ReturnsBoard } from '../admin-returns/ReturnsBoard.js';
import { ShopsPage } from '../admin-shops/ShopsPage.js';
import { ProductsPage } from '../admin-products/ProductsPage.js';
import { SettingsPage } from '../admin-settings/SettingsPage.js';
import { SetupChecklist } from '../admin-settings/SetupChecklist.js';
import { StaffPage } from '../admin-staff/StaffPage.js';
import { NoticesPage } from '../admin-notices/NoticesPage.js';
import { NoticesBanner } from '../admin-notices/NoticesBanner.js';
import { useSetup } from './use-setup.js';
import { useOrderEvents } from './use-order-events.js';
import { usePageVisible } from './use-page-visible.js';

type Screen =
  | { name: 'orders' }
  | { name: 'order'; orderNo: number }
  | { name: 'slip'; orderNo: number }
  | { name: 'returns' }
  | { name: 'shops' }
  | { name: 'products'; lowStock?: boolean }
  | { name: 'settings' }
  | { name: 'staff' }
  | { name: 'notices' };
const TABS = [
  ['orders', 'Orders'],
  ['returns', 'Returns'],
  ['shops', 'Shops'],
  ['products', 'Products'],
] as const;
const OWNER_TABS = [
  ['settings', 'Settings'],
  ['staff', 'Staff'],
  ['notices', 'Notices'],
] as const;
const NAMED_SCREENS = new Set(['returns', 'shops', 'products', 'settings', 'staff', 'notices']);

function screenOf(hash: string): Screen {
  const order = /^#order\/(\d{1,9})$/.exec(hash);
  if (order) return { name: 'order', orderNo: Number(order[1]) };
  const slip = /^#slip\/(\d{1,9})$/.exec(hash);
  if (slip) return { name: 'slip', orderNo: Number(slip[1]) };
  if (hash === '#products/low') return { name: 'products', lowStock: true };
  const name = hash.slice(1);
  return NAMED_SCREENS.has(name) ? ({ name } as Screen) : { name: 'orders' };
}

export function AdminApp({ view }: { view: string | undefined }) {
  const [signedIn, setSignedIn] = useState(() => !!staffToken());
  const [screen, setScreen] = useState<Screen>(() => screenOf(globalThis.location?.hash || (view ? `#${view}` : '')));
  useEffect(() => onSignOut(() => setSignedIn(false)), []);
  // Signing in or out in another tab does the same here.
  useEffect(() => onStaffTokenChange(() => setSignedIn(!!staffToken())), []);
  useEffect(() => {
    const follow = () => setScreen(screenOf(location.hash));
    addEventListener('hashchange', follow);
    return () => removeEventListener('hashchange', follow);
  }, []);
  const [saved, setSaved] = useState(0);
  const setup = useSetup(signedIn, saved);
  const visible = usePageVisible();
  const { version, unread, live } = useOrderEvents(signedIn, visible && (screen.name === 'orders' || screen.name === 'order'));
  useEffect(() => {
    // The browser tab says how many new orders and returns wait unseen.
    const title = document.title.replace(/^\(\d+\) /, '');
    document.title = unread ? `(${unread}) ${title}` : title;
  }, [unread]);
  const go = (hash: string) => {
    if (location.hash === hash) setScreen(screenOf(hash));
    else location.hash = hash;
  };

  if (!signedIn) {
    return (
      <div className="admin">
        <SignIn onSignedIn={() => setSignedIn(true)} />
      </div>
    );
  }
  const current = screen.name === 'order' || screen.name === 'slip' ? 'orders' : screen.name;
  return (
    // data-events: whether the live events arrive (the stream is open and caught up), for tests and styling.
    <div className="admin" data-events={live ? 'live' : 'connecting'}>
      <nav className="tabs" part="tabs" aria-label="Back office">
        {[...TABS, ...(setup?.Owner ? OWNER_TABS : [])].map(([name, label]) => (
          <a key={name} href={`#${name}`} aria-current={current === name ? 'page' : undefined}>
            {label}
            {name === 'orders' && unread > 0 && (
              <span className="unread" part="unread" aria-label={`${unread} new`}>
                {unread}
              </span>
            )}
          </a>
        ))}
        <SandboxBadge />
        <button type="button" className="ghost sign-out" onClick={signOut}>
          Sign out
        </button>
      </nav>
      {setup?.NoticesOff && <NoticesBanner owner={setup.Owner} />}
      {screen.name === 'orders' && setup && <SetupChecklist items={setup.Items} owner={setup.Owner} />}
      {screen.name === 'orders' && <OrdersBoard live={version} onOpen={(no) => go(`#order/${no}`)} />}
      {screen.name === 'order' && <OrderPage orderNo={screen.orderNo} live={version} onBack={() => go('#orders')} />}
      {screen.name === 'slip' && <PackingSlip orderNo={screen.orderNo} onBack={() => go(`#order/${screen.orderNo}`)} />}
      {screen.name === 'returns' && <ReturnsBoard />}
      {screen.name === 'shops' && <ShopsPage />}
      {screen.name === 'products' && <ProductsPage key={screen.lowStock ? 'low' : 'all'} lowStock={screen.lowStock} />}
      {screen.name === 'settings' && <SettingsPage onSaved={() => setSaved((n) => n + 1)} />}
      {screen.name === 'staff' && <StaffPage onChanged={() => setSaved((n) => n + 1)} />}
      {screen.name === 'notices' && <NoticesPage />}
    </div>
  );
}
