// <trini-account-page view="account|edit|password|history|detail|track|return" order-no="12">: the
// account and order pages of spec §2.15 (DESIGN §5: the customer's real data). Logged-out visitors go to
// /login except on view="track". Parts: see ui/account-page/account-page.css.ts.
import { defineWidget } from './define.js';
import { AccountPage } from '../ui/account-page/AccountPage.js';
import { accountPageCss } from '../ui/account-page/account-page.css.js';

export default defineWidget({
  tag: 'trini-account-page',
  attributes: {
    /** Which page: account, edit, password, history, detail, track or return. Default account. */
    view: 'string',
    /** The OrderNo for the detail, track and return views. */
    'order-no': 'number',
  },
  css: accountPageCss,
  component: AccountPage,
});
