// My Account (docs/screens.md#account-pages): tiles to edit the account information, change the password, modify the
// wish list and view the order history.
import { links } from '../../runtime/links.js';

const TILES = [
  {
    title: 'Edit your account information',
    text: 'Your name, email and address.',
    href: links.editAccount,
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5z',
  },
  {
    title: 'Change your password',
    text: 'Keep your account safe.',
    href: links.changePassword,
    icon: 'M17 9V7a5 5 0 0 0-10 0v2H5v12h14V9zm-8 0V7a3 3 0 0 1 6 0v2zm3 4a2 2 0 0 1 1 3.7V19h-2v-2.3A2 2 0 0 1 12 13z',
  },
  {
    title: 'Modify your wish list',
    text: 'Products you saved for later.',
    href: () => links.wishlist(),
    icon: 'M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z',
  },
  {
    title: 'View your order history',
    text: 'Details, tracking and returns.',
    href: links.orderHistory,
    icon: 'M4 3h12l4 4v14H4zm3 6v2h10V9zm0 4v2h10v-2zm0 4v2h7v-2z',
  },
] as const;

export function AccountHome({ name }: { name: string }) {
  return (
    <div className="account-home">
      {name && <p className="welcome">Welcome back, {name}.</p>}
      <ul className="tiles" part="tiles">
        {TILES.map((t) => (
          <li key={t.title}>
            <a className="tile" href={t.href()}>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path fill="currentColor" d={t.icon} />
              </svg>
              <span className="tile-title">{t.title}</span>
              <span className="tile-text">{t.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
