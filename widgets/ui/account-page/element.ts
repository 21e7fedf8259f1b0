import { defineWidget } from '../define.js';
import { AccountPage } from './AccountPage.js';
import { accountPageCss } from './account-page.css.js';

/**
 * The account and order pages. Logged-out visitors go to /login except on view="track".
 *
 * @csspart form
 * @csspart lines
 * @csspart login-notice
 * @csspart order
 * @csspart page
 * @csspart return-done
 * @csspart row
 * @csspart side-menu
 * @csspart steps
 * @csspart table
 * @csspart terms-dialog
 * @csspart tiles
 * @csspart title
 * @csspart track-result
 */
export default defineWidget({
  tag: 'trini-account-page',
  attributes: {
    /**
     * Which page: account, edit, password, history, detail, track or return. Default account.
     * @type {'account' | 'edit' | 'password' | 'history' | 'detail' | 'track' | 'return'}
     */
    view: 'string',
    /** The OrderNo for the detail, track and return views. */
    'order-no': 'number',
  },
  css: accountPageCss,
  component: AccountPage,
});
