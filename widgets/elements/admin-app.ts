// <trini-admin-app view="orders|returns|shops|products">: the shop's back office (issue 12), placed only on
// /admin, so no shopper page downloads its chunk. Parts: see ui/admin-app/admin.css.ts.
import { defineWidget } from './define.js';
import { AdminApp } from '../ui/admin-app/AdminApp.js';
import { adminCss } from '../ui/admin-app/admin.css.js';

export default defineWidget({
  tag: 'trini-admin-app',
  attributes: {
    /** The first screen when the URL has no #hash. Default orders. */
    view: 'string',
  },
  css: adminCss,
  component: AdminApp,
});
