import { defineWidget } from './define.js';
import { AdminApp } from '../ui/admin-app/AdminApp.js';
import { adminCss } from '../ui/admin-app/admin.css.js';
import { shopDayCss } from '../ui/admin-app/shop-day.css.js';
import { staffCss } from '../ui/admin-staff/staff.css.js';
import { catalogueCss } from '../ui/admin-products/catalogue.css.js';
import { noticesCss } from '../ui/admin-notices/notices.css.js';

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
