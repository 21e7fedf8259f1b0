// The logged-in visitor's menu (docs/screens.md#page-shell, docs/domain.md#roles): their display name opens a small disclosure menu with
// My Account, Order History, Wishlist and Logout. Escape, a click outside or leaving it by keyboard close it.
import { useEffect, useId, useRef, useState } from 'react';
import { logout } from '../../state/session.js';
import { links } from '../../runtime/links.js';
import { ChevronIcon, PersonIcon } from './icons.js';

export function UserMenu({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (wrapper.current && !e.composedPath().includes(wrapper.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape from the menu's own button and links bubbles up to close it
    <div
      ref={wrapper}
      className="user-menu"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="account-button ghost"
        part="account-button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((o) => !o)}
      >
        <PersonIcon />
        <span className="name" part="name">
          {name}
        </span>
        <ChevronIcon />
      </button>
      <ul id={menuId} className="menu" part="menu" hidden={!open}>
        <li>
          <a href={links.account()}>My Account</a>
        </li>
        <li>
          <a href={links.orderHistory()}>Order History</a>
        </li>
        <li>
          <a href={links.wishlist()}>Wishlist</a>
        </li>
        <li>
          <button
            type="button"
            className="ghost logout"
            part="logout"
            onClick={() => {
              setOpen(false);
              logout();
            }}
          >
            Logout
          </button>
        </li>
      </ul>
    </div>
  );
}
