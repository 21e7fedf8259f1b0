// The side menu's entries (docs/screens.md#page-shell): Home, a search box, the category entries, and Login / Register
// (or My Account / Logout once logged in). Every entry closes the menu.
import { useState, type FormEvent } from 'react';
import { SIDE_MENU_CATEGORIES } from '../../domain/navigation.js';
import { closeMenuPanel } from '../../state/panels.js';
import { openAuthDialog, type AuthDialog } from '../../state/dialogs.js';
import { $session, loggedOut as LOGGED_OUT, logout } from '../../state/session.js';
import { useClientStore } from '../../runtime/use-client-store.js';
import { links, navigate } from '../../runtime/links.js';
import { SearchIcon } from '../icons.js';

/** The dialogs are rendered by an account menu; a page without one gets the /login or /register page. */
function openAccountDialog(kind: AuthDialog): void {
  closeMenuPanel();
  if (document.querySelector('trini-account-menu:not([standalone])')) openAuthDialog(kind);
  else navigate(kind === 'login' ? links.login() : links.register());
}

export function MenuPanelContent() {
  const session = useClientStore($session, LOGGED_OUT);
  const [text, setText] = useState('');

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    closeMenuPanel();
    navigate(links.search(text.trim())); // empty text is allowed: /search/
  }

  return (
    <nav className="panel-nav" aria-label="Site menu">
      <form className="search" role="search" part="search" onSubmit={search}>
        <input
          type="search"
          name="q"
          aria-label="Search products"
          placeholder="Search here..."
          enterKeyHint="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        <button type="submit" aria-label="Search">
          <SearchIcon />
        </button>
      </form>
      <ul className="entries" part="entries">
        <li>
          <a href={links.home()} onClick={closeMenuPanel}>
            Home
          </a>
        </li>
      </ul>
      <h3 className="group-title">Categories</h3>
      <ul className="entries" part="categories">
        {SIDE_MENU_CATEGORIES.map((name) => (
          <li key={name}>
            <a href={links.search(name)} onClick={closeMenuPanel}>
              {name}
            </a>
          </li>
        ))}
      </ul>
      <div className="account" part="account">
        {session.loggedIn ? (
          <>
            <p className="greeting">Hello, {session.name || session.mobile}</p>
            <a className="account-link" href={links.account()} onClick={closeMenuPanel}>
              My Account
            </a>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                closeMenuPanel();
                logout();
              }}
            >
              Logout
            </button>
          </>
        ) : (
          <>
            <button type="button" className="secondary" onClick={() => openAccountDialog('login')}>
              Login
            </button>
            <button type="button" onClick={() => openAccountDialog('register')}>
              Register
            </button>
          </>
        )}
      </div>
    </nav>
  );
}
