import { defineWidget } from '../define.js';
import { AdminApp } from './AdminApp.js';
import { adminCss } from './admin.css.js';
import { shopDayCss } from './shop-day.css.js';
import { staffCss } from '../admin-staff/staff.css.js';
import { catalogueCss } from '../admin-products/catalogue.css.js';
import { noticesCss } from '../admin-notices/notices.css.js';

/**
 * The shop's back office, placed only on /admin, so no shopper page downloads its chunk.
 *
 * @csspart categories
 * @csspart chart
 * @csspart confirm-paid
 * @csspart history
 * @csspart low-stock
 * @csspart messages
 * @csspart notices
 * @csspart notices-banner
 * @csspart order
 * @csspart orders
 * @csspart payment-attempts
 * @csspart products
 * @csspart receipts
 * @csspart report
 * @csspart returns
 * @csspart sandbox-badge
 * @csspart settings
 * @csspart setup
 * @csspart shops
 * @csspart sign-in
 * @csspart slip
 * @csspart staff
 * @csspart tabs
 * @csspart unmatched-receipts
 * @csspart unread
 */
export default defineWidget({
  tag: 'trini-admin-app',
  attributes: {
    /**
     * The first screen when the URL has no #hash. Default orders.
     * @type {'orders' | 'returns' | 'shops' | 'products' | 'settings' | 'staff' | 'notices'}
     */
    view: 'string',
  },
  css: adminCss + shopDayCss + staffCss + catalogueCss + noticesCss,
  component: AdminApp,
});
