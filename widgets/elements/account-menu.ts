// <trini-account-menu open="login|register" standalone>: Login/Register or the visitor's account menu,
// and the page's login and register dialogs (state/dialogs.ts). See ui/account-menu/AccountMenu.tsx.
import { defineWidget } from './define.js';
import { AccountMenu } from '../ui/account-menu/AccountMenu.js';
import { accountMenuCss } from '../ui/account-menu/account-menu.css.js';

export default defineWidget({
  tag: 'trini-account-menu',
  attributes: {
    /** Open this dialog when mounted: login or register. */
    open: 'string',
    /** Show the form inline instead of the menu and dialogs (the /login and /register pages). */
    standalone: 'boolean',
  },
  css: accountMenuCss,
  component: AccountMenu,
});
