// @vitest-environment happy-dom
// <trini-side-menu> (docs/screens.md#page-shell, docs/screens.md#panels): the button flips $panels.menu; overlay, close button, Escape,
// any entry or a search close it; search goes to /search/{term}; Login / Register open the dialogs.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, flush, mount, shadow } from './mount.js';

await import('../../widgets/index.js');
const { $panels, closeMenuPanel, toggleMenuPanel } = await import('../../widgets/state/panels.js');
const { $authDialog, closeAuthDialog } = await import('../../widgets/state/dialogs.js');
const { $session, login, logout } = await import('../../widgets/state/session.js');

const spyOnAssign = () => vi.spyOn(location, 'assign').mockImplementation(() => {});
let assign: ReturnType<typeof spyOnAssign>;

beforeEach(() => {
  assign = spyOnAssign();
});

afterEach(async () => {
  await act(async () => {
    closeMenuPanel();
    closeAuthDialog();
    logout();
  });
  document.body.innerHTML = '';
  await flush();
  vi.restoreAllMocks();
});

const dialogOf = (el: Element) => shadow(el).querySelector<HTMLDialogElement>('dialog.panel')!;
const menuButton = (el: Element) => shadow(el).querySelector<HTMLButtonElement>('.menu-button')!;

async function openMenu(el: Element) {
  await act(async () => menuButton(el).click());
  expect($panels.get().menu).toBe(true);
  expect(dialogOf(el).open).toBe(true);
}

function setValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<trini-side-menu>', () => {
  it('the button flips the menu; entries go where the reference design says', async () => {
    const el = await mount('<trini-side-menu></trini-side-menu>');
    expect(menuButton(el).getAttribute('aria-expanded')).toBe('false');
    expect(menuButton(el).getAttribute('aria-label')).toBe('Menu');
    await openMenu(el);
    expect(menuButton(el).getAttribute('aria-expanded')).toBe('true');
    const links = [...shadow(el).querySelectorAll('.entries a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/home'],
      ['Beauty', '/search/Beauty'],
      ['Hair', '/search/Hair'],
      ['Face', '/search/Face'],
      ['Body', '/search/Body'],
      ['Health and Fitness', '/search/Health%20and%20Fitness'],
      ['Personal Care', '/search/Personal%20Care'],
    ]);
    await act(async () => toggleMenuPanel()); // the button flips
    expect(dialogOf(el).open).toBe(false);
  });

  it('any entry, the close button, the overlay and Escape close it', async () => {
    const el = await mount('<trini-side-menu></trini-side-menu>');
    await openMenu(el);
    const hair = [...shadow(el).querySelectorAll<HTMLAnchorElement>('.entries a')].find((a) => a.textContent === 'Hair')!;
    hair.addEventListener('click', (e) => e.preventDefault()); // keep happy-dom from navigating
    await act(async () => hair.click());
    expect($panels.get().menu).toBe(false);
    expect(dialogOf(el).open).toBe(false);

    await openMenu(el);
    await act(async () => shadow(el).querySelector<HTMLButtonElement>('.close')!.click());
    expect($panels.get().menu).toBe(false);

    await openMenu(el);
    await act(async () => dialogOf(el).click()); // a click on the dialog box itself is the overlay
    expect($panels.get().menu).toBe(false);

    await openMenu(el);
    await act(async () => shadow(el).querySelector<HTMLElement>('.panel-header h2')!.click());
    expect($panels.get().menu).toBe(true); // clicks inside the panel do not close it
    await act(async () => dialogOf(el).close()); // what Escape does natively
    await flush();
    expect($panels.get().menu).toBe(false);
  });

  it('search goes to /search/{term} and closes the menu; empty text is allowed', async () => {
    const el = await mount('<trini-side-menu></trini-side-menu>');
    await openMenu(el);
    const form = shadow(el).querySelector<HTMLFormElement>('form.search')!;
    const input = form.querySelector('input')!;
    expect(input.placeholder).toBe('Search here...');
    await act(async () => setValue(input, 'shea butter'));
    await act(async () => form.querySelector('button')!.click());
    expect(assign).toHaveBeenLastCalledWith('/search/shea%20butter');
    expect($panels.get().menu).toBe(false);

    await openMenu(el);
    await act(async () => shadow(el).querySelector<HTMLFormElement>('form.search')!.querySelector('button')!.click());
    expect(assign).toHaveBeenLastCalledWith('/search/');
    expect($panels.get().menu).toBe(false);
  });

  it('Login and Register open the dialogs through state/dialogs.ts (or go to the pages without an account menu)', async () => {
    await mount('<trini-account-menu></trini-account-menu>');
    const el = await mount('<trini-side-menu></trini-side-menu>');
    await openMenu(el);
    await act(async () => byTextIn(el, 'Login').click());
    expect($panels.get().menu).toBe(false);
    expect($authDialog.get()).toBe('login');
    await act(async () => closeAuthDialog());

    await openMenu(el);
    await act(async () => byTextIn(el, 'Register').click());
    expect($authDialog.get()).toBe('register');
    await act(async () => closeAuthDialog());

    document.querySelector('trini-account-menu')!.remove();
    await flush();
    await openMenu(el);
    await act(async () => byTextIn(el, 'Login').click());
    expect(assign).toHaveBeenLastCalledWith('/login');
    expect($authDialog.get()).toBeNull();
  });

  it('logged in: My Account and Logout', async () => {
    login(fakeJwt({ custom_CustomerName: 'Kavita', custom_mobile: '7654321', exp: Math.floor(Date.now() / 1000) + 600 }));
    const el = await mount('<trini-side-menu></trini-side-menu>');
    await openMenu(el);
    expect(shadow(el).querySelector('.greeting')!.textContent).toBe('Hello, Kavita');
    expect(shadow(el).querySelector('.account a')!.getAttribute('href')).toBe('/account');
    await act(async () => byTextIn(el, 'Logout').click());
    expect($session.get().loggedIn).toBe(false);
    expect($panels.get().menu).toBe(false);
  });

  it('`always` keeps the button at every width; `label` names it', async () => {
    const el = await mount('<trini-side-menu></trini-side-menu>');
    expect(menuButton(el).classList.contains('always')).toBe(false);
    el.setAttribute('always', '');
    el.setAttribute('label', 'Browse');
    await flush();
    expect(menuButton(el).classList.contains('always')).toBe(true);
    expect(menuButton(el).getAttribute('aria-label')).toBe('Browse');
  });
});

function byTextIn(el: Element, text: string): HTMLButtonElement {
  return [...shadow(el).querySelectorAll<HTMLButtonElement>('.account button')].find((b) => b.textContent === text)!;
}
