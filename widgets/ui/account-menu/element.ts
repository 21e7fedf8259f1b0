import { defineWidget } from '../define.js';
import { AccountMenu } from './AccountMenu.js';
import { accountMenuCss } from './account-menu.css.js';

/**
 * Login/Register or the visitor's account menu, and the page's login and register dialogs.
 *
 * @csspart account-button
 * @csspart card
 * @csspart close
 * @csspart continue
 * @csspart dialog
 * @csspart error
 * @csspart exit
 * @csspart form
 * @csspart login
 * @csspart logout
 * @csspart menu
 * @csspart menu-bar
 * @csspart name
 * @csspart phone
 * @csspart register
 * @csspart title
 */
export default defineWidget({
  tag: 'trini-account-menu',
  attributes: {
    /**
     * Open this dialog when mounted: login or register.
     * @type {'login' | 'register'}
     */
    open: 'string',
    /** Show the form inline instead of the menu and dialogs (the /login and /register pages). */
    standalone: 'boolean',
  },
  css: accountMenuCss,
  component: AccountMenu,
});
