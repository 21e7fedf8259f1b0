// The account side menu (docs/screens.md#account-pages): My Account, Edit Account, Change Password, Wishlist, Order
// History, Order Track and Logout. The current page is marked with aria-current.
import { useEffect, useRef } from 'react';
import { links } from '../../runtime/links.js';
import type { AccountView } from './texts.js';

const ITEMS: ReadonlyArray<{ label: string; href: () => string; view?: AccountView }> = [
  { label: 'My Account', href: links.account, view: 'account' },
  { label: 'Edit Account', href: links.editAccount, view: 'edit' },
  { label: 'Change Password', href: links.changePassword, view: 'password' },
  { label: 'Wishlist', href: () => links.wishlist() },
  { label: 'Order History', href: links.orderHistory, view: 'history' },
  { label: 'Order Track', href: links.orderTrack, view: 'track' },
];

export function SideMenu({ view, onLogout }: { view: AccountView; onLogout: () => void }) {
  const current = view === 'detail' || view === 'return' ? 'history' : view;
  const list = useRef<HTMLUListElement>(null);
  // On narrow widths the menu is one scrolling row: bring the current page's link into view.
  useEffect(() => {
    const ul = list.current;
    const link = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (ul && link && ul.scrollWidth > ul.clientWidth) ul.scrollLeft = link.offsetLeft - ul.offsetLeft - 16;
  }, [current]);
  return (
    <nav className="side-menu" part="side-menu" aria-label="Account">
      <ul ref={list}>
        {ITEMS.map((item) => (
          <li key={item.label}>
            <a href={item.href()} aria-current={item.view === current ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" className="ghost logout" onClick={onLogout}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
