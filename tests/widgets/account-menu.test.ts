// @vitest-environment happy-dom
// <trini-account-menu>: Login / Register dialogs (docs/screens.md#account-dialogs, docs/domain.md#session, docs/domain.md#login-checks, docs/screens.md#messages), the logged-in menu, logout, the
// shared dialog state, and the standalone /login and /register forms. The API is faked at fetch level.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, flush, mount, shadow } from './mount.js';
import * as M from '../../widgets/domain/messages.js';
import { $shop } from '../../widgets/state/shop.js';
import { DEMO_SHOP_SETTINGS } from '../../host/db/seed/shop-settings.js';
import { publicShopSettings } from '../../widgets/domain/shop-settings.js';

await import('../../widgets/index.js');
const { $session, logout } = await import('../../widgets/state/session.js');
const { $authDialog, openAuthDialog, closeAuthDialog } = await import('../../widgets/state/dialogs.js');
const { $toasts, clearToasts } = await import('../../widgets/state/toasts.js');
const { configure } = await import('../../widgets/runtime/config.js');

type Call = { url: string; body: unknown };
let calls: Call[] = [];
let reply: () => Response | Promise<Response>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const token = (name = 'Asha Ramdial', exp = inAnHour()) =>
  fakeJwt({ custom_id: '7', custom_Email: 'asha@example.tt', custom_mobile: '7654321', custom_CustomerName: name, exp });

beforeAll(() => configure({ apiBase: location.origin, mediaBase: location.origin, storeBase: location.origin }));

beforeEach(() => {
  // The demo shop's settings, as the host's own pages carry them.
  $shop.set(publicShopSettings(DEMO_SHOP_SETTINGS));
  calls = [];
  reply = () => json({ success: true, Token: token() });
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(input, init);
    const text = await req.text();
    calls.push({ url: req.url, body: text ? JSON.parse(text) : undefined });
    return reply();
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  await act(async () => {
    closeAuthDialog();
    logout();
    clearToasts();
  });
  document.body.innerHTML = '';
  await flush();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// ---- helpers

function setValue(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types into the inputs of `form`, by input name. */
async function fill(form: HTMLFormElement, values: Record<string, string | boolean>): Promise<void> {
  await act(async () => {
    for (const [name, value] of Object.entries(values)) {
      const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      if (typeof value === 'boolean') {
        if (input.checked !== value) input.click();
      } else setValue(input, value);
    }
  });
}

async function submit(form: HTMLFormElement): Promise<void> {
  await act(async () => {
    form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  });
  await flush();
}

const dialogOf = (el: Element) => shadow(el).querySelector('dialog')!;
const formOf = (el: Element) => shadow(el).querySelector<HTMLFormElement>('form')!;
const errorText = (el: Element) => shadow(el).querySelector('.form-error')!.textContent;
const buttonByText = (root: ParentNode, text: string) => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text)!;

async function click(button: HTMLElement): Promise<void> {
  await act(async () => button.click());
}

// ---- tests

describe('<trini-account-menu> logged out', () => {
  it('shows Login and Register; each opens its dialog', async () => {
    const el = await mount('<trini-account-menu></trini-account-menu>');
    const root = shadow(el);
    expect(buttonByText(root, 'Login')).toBeTruthy();
    expect(buttonByText(root, 'Register')).toBeTruthy();
    expect(dialogOf(el).open).toBe(false);

    await click(buttonByText(root, 'Login'));
    expect($authDialog.get()).toBe('login');
    expect(dialogOf(el).open).toBe(true);
    expect(root.querySelector('.auth-title')!.textContent).toBe('Login');
    const mobile = root.querySelector<HTMLInputElement>('input[name="mobile"]')!;
    expect(mobile.type).toBe('tel');
    expect(mobile.maxLength).toBe(7);
    expect(mobile.required).toBe(true);
    expect(root.querySelector('.phone-prefix')!.textContent).toBe('+1(868)');
    const privacy = [...root.querySelectorAll('a')].find((a) => a.textContent === 'Privacy Notice')!;
    expect(privacy.getAttribute('href')).toBe('/privacypolicy');
    expect(privacy.target).toBe('_blank');

    await click(buttonByText(root, 'Exit'));
    expect($authDialog.get()).toBeNull();
    expect(dialogOf(el).open).toBe(false);

    await click(buttonByText(root, 'Register'));
    expect(dialogOf(el).open).toBe(true);
    expect(root.querySelector('.auth-title')!.textContent).toBe('Register');
    await click(buttonByText(formOf(el), 'Login')); // 'Have an account? Login'
    expect($authDialog.get()).toBe('login');
    await click(buttonByText(formOf(el), 'Register')); // 'No account? Register'
    expect($authDialog.get()).toBe('register');
  });

  it('the `open` attribute opens that dialog on mount', async () => {
    const el = await mount('<trini-account-menu open="register"></trini-account-menu>');
    expect($authDialog.get()).toBe('register');
    expect(dialogOf(el).open).toBe(true);
  });
});

describe('login', () => {
  async function openLogin() {
    const el = await mount('<trini-account-menu></trini-account-menu>');
    await act(async () => openAuthDialog('login'));
    return el;
  }

  it('accepts a valid token: session set, cjwt stored, dialog closed, name shown', async () => {
    const el = await openLogin();
    await fill(formOf(el), { mobile: '765-4321', password: 'secret1' });
    await submit(formOf(el));
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(location.origin + '/api/Auth/CLogin');
    expect(calls[0].body).toEqual({ Mobile: '7654321', Password: 'secret1' });
    expect($session.get().token).toBeTruthy();
    expect(localStorage.getItem('cjwt')).toBe($session.get().token);
    expect($session.get()).toMatchObject({ loggedIn: true, name: 'Asha Ramdial', mobile: '7654321', customerNo: '7' });
    expect($authDialog.get()).toBeNull();
    expect(dialogOf(el).open).toBe(false);
    expect(shadow(el).querySelector('.account-button .name')!.textContent).toBe('Asha Ramdial');
  });

  it('an expired token changes nothing and the dialog stays open', async () => {
    reply = () => json({ success: true, Token: token('Old', Math.floor(Date.now() / 1000) - 10) });
    const el = await openLogin();
    await fill(formOf(el), { mobile: '7654321', password: 'secret1' });
    await submit(formOf(el));
    expect(calls).toHaveLength(1);
    expect($session.get().loggedIn).toBe(false);
    expect(localStorage.getItem('cjwt')).toBeNull();
    expect(dialogOf(el).open).toBe(true);
    expect($authDialog.get()).toBe('login');
    expect(errorText(el)).toBe('');
  });

  it('an HTTP error shows the server message with quotes removed', async () => {
    reply = () => json({ success: false, msg: '"Invalid mobile number or password."' }, 401);
    const el = await openLogin();
    await fill(formOf(el), { mobile: '7654321', password: 'wrong' });
    await submit(formOf(el));
    expect(errorText(el)).toBe('Invalid mobile number or password.');
    expect(dialogOf(el).open).toBe(true);

    reply = () => json({ msg: '"Server busy"' }, 503);
    await submit(formOf(el));
    expect(errorText(el)).toBe('Server busy');
  });

  it("a call that throws shows 'Error Connecting Server'", async () => {
    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    const el = await openLogin();
    await fill(formOf(el), { mobile: '7654321', password: 'secret1' });
    await submit(formOf(el));
    expect(errorText(el)).toBe(M.CONNECT_ERROR);
    expect(console.error).toHaveBeenCalled();
    expect(formOf(el).querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false);
  });

  it('Mobile is required before calling the server', async () => {
    const el = await openLogin();
    await submit(formOf(el));
    expect(errorText(el)).toBe(M.LOGIN_MOBILE_REQUIRED);
    await fill(formOf(el), { mobile: '7654321' });
    await submit(formOf(el));
    expect(errorText(el)).toBe(M.LOGIN_PASSWORD_REQUIRED);
    expect(calls).toHaveLength(0);
  });
});

describe('registration', () => {
  async function openRegister() {
    const el = await mount('<trini-account-menu></trini-account-menu>');
    await act(async () => openAuthDialog('register'));
    return el;
  }
  const complete = {
    mobile: '7654321',
    name: 'Asha Ramdial',
    email: 'asha@example.tt',
    'new-password': 'secret1',
    'confirm-password': 'secret1',
    'owns-mobile': true,
  };

  it('shows the docs/domain.md#validation messages one at a time, in order', async () => {
    const el = await openRegister();
    const form = formOf(el);
    const steps: Array<[Record<string, string | boolean>, string]> = [
      [{}, M.REGISTRATION_MOBILE_REQUIRED],
      [{ mobile: '123' }, M.PHONE_INVALID],
      [{ mobile: '7654321' }, M.REGISTRATION_NAME_REQUIRED],
      [{ name: 'Asha Ramdial' }, M.PASSWORD_REQUIRED],
      [{ 'new-password': 'secret1' }, M.CONFIRM_PASSWORD_REQUIRED],
      [{ 'confirm-password': 'secret2' }, M.PASSWORDS_DO_NOT_MATCH],
      [{ 'confirm-password': 'secret1' }, M.MOBILE_CONFIRMATION_REQUIRED],
      [{ 'owns-mobile': true, email: 'not-an-email' }, M.EMAIL_INVALID],
    ];
    for (const [values, message] of steps) {
      await fill(form, values);
      await submit(form);
      expect(errorText(el)).toBe(message);
    }
    expect(calls).toHaveLength(0);
  });

  it('success: a message, the token stored and decoded, the dialog closed', async () => {
    reply = () => json({ success: true, jwt: token('Asha Ramdial'), msg: 'Registration successful.' });
    const el = await openRegister();
    await fill(formOf(el), complete);
    await submit(formOf(el));
    expect(calls[0].url).toBe(location.origin + '/api/customer/register');
    expect(calls[0].body).toEqual({
      CustomerName: 'Asha Ramdial',
      Address: '',
      Mobile1: '7654321',
      EmailID: 'asha@example.tt',
      NewPassword: 'secret1',
      ConfirmPassword: 'secret1',
      ConfirmMobile: true,
    });
    expect($toasts.get().map((t) => t.text)).toEqual(['Welcome to Trini Naturals, Asha Ramdial! Your account has been created.']);
    expect($session.get()).toMatchObject({ loggedIn: true, name: 'Asha Ramdial' });
    expect(localStorage.getItem('cjwt')).toBe($session.get().token);
    expect(dialogOf(el).open).toBe(false);
  });

  it("success not true: 'Error: ' + msg in the dialog, the form kept", async () => {
    reply = () => json({ success: false, msg: 'We could not create an account with these details. If you already have an account, please log in.' }, 400);
    const el = await openRegister();
    await fill(formOf(el), complete);
    await submit(formOf(el));
    expect(errorText(el)).toBe('Error: We could not create an account with these details. If you already have an account, please log in.');
    expect(formOf(el).querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe('Asha Ramdial');
    expect(dialogOf(el).open).toBe(true);
    expect($session.get().loggedIn).toBe(false);
  });

  it("HTTP error: the form cleared and 'Error: ' + the error", async () => {
    reply = () => json({ msg: 'Database unavailable' }, 500);
    const el = await openRegister();
    await fill(formOf(el), complete);
    await submit(formOf(el));
    expect(errorText(el)).toBe('Error: Database unavailable');
    for (const input of formOf(el).querySelectorAll<HTMLInputElement>('input:not([type="checkbox"])')) expect(input.value).toBe('');
    expect(formOf(el).querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(false);

    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    await fill(formOf(el), complete);
    await submit(formOf(el));
    expect(errorText(el)).toBe('Error: ' + M.CONNECT_ERROR);
  });
});

describe('shared dialog state', () => {
  it('a dialog opened by another widget shows once, in the first account menu', async () => {
    const header = await mount('<trini-account-menu></trini-account-menu>');
    const other = await mount('<trini-account-menu></trini-account-menu>');
    await act(async () => openAuthDialog('login')); // e.g. the checkout's Login button
    expect(dialogOf(header).open).toBe(true);
    expect(shadow(other).querySelector('dialog')).toBeNull();

    await act(async () => closeAuthDialog());
    expect(dialogOf(header).open).toBe(false);

    header.remove(); // the next menu takes over
    await flush();
    await act(async () => openAuthDialog('register'));
    expect(dialogOf(other).open).toBe(true);
  });

  it('closing natively (Escape) clears the state', async () => {
    const el = await mount('<trini-account-menu></trini-account-menu>');
    await act(async () => openAuthDialog('login'));
    await act(async () => dialogOf(el).close());
    await flush();
    expect($authDialog.get()).toBeNull();
  });
});

describe('logged in', () => {
  it('shows the display name with My Account, Order History, Wishlist and Logout; Logout logs out', async () => {
    const { login } = await import('../../widgets/state/session.js');
    login(token('Kavita'));
    const el = await mount('<trini-account-menu></trini-account-menu>');
    const root = shadow(el);
    const button = root.querySelector<HTMLButtonElement>('.account-button')!;
    expect(button.textContent).toContain('Kavita');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(root.querySelector<HTMLElement>('.menu')!.hidden).toBe(true);

    await click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const links = [...root.querySelectorAll('.menu a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['My Account', '/account'],
      ['Order History', '/orderhistory'],
      ['Wishlist', '/wishlist'],
    ]);

    await act(async () => root.querySelector('.menu')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(root.querySelector<HTMLElement>('.menu')!.hidden).toBe(true);

    await click(button);
    await click(buttonByText(root, 'Logout'));
    expect(localStorage.getItem('cjwt')).toBeNull();
    expect($session.get().loggedIn).toBe(false);
    expect(buttonByText(root, 'Login')).toBeTruthy();
  });
});

describe('standalone (/login, /register pages)', () => {
  it('renders the form inline and goes to /account after success', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = await mount('<trini-account-menu open="login" standalone></trini-account-menu>');
    expect(shadow(el).querySelector('dialog')).toBeNull();
    expect($authDialog.get()).toBeNull();
    expect(shadow(el).querySelector('.auth-title')!.textContent).toBe('Login');
    await fill(formOf(el), { mobile: '7654321', password: 'secret1' });
    await submit(formOf(el));
    expect($session.get().loggedIn).toBe(true);
    expect(assign).toHaveBeenCalledWith('/account');
  });

  it('open="register" shows the register form; the switch and attribute changes swap forms; Exit goes home', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const el = await mount('<trini-account-menu open="register" standalone></trini-account-menu>');
    const title = () => shadow(el).querySelector('.auth-title')!.textContent;
    expect(title()).toBe('Register');
    await click(buttonByText(formOf(el), 'Login'));
    expect(title()).toBe('Login');
    el.setAttribute('open', 'login');
    await flush();
    expect(title()).toBe('Login');
    el.setAttribute('open', 'register');
    await flush();
    expect(title()).toBe('Register');
    await click(buttonByText(formOf(el), 'Exit'));
    expect(assign).toHaveBeenCalledWith('/home');
  });
});
