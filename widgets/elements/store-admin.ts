// <trini-store-admin view="form|list" store-no="3">: the local store administration of spec §2.17
// (data kept in this browser, localStorage 'stores'). Parts: see ui/store-admin/store-admin.css.ts.
import { defineWidget } from './define.js';
import { StoreAdmin } from '../ui/store-admin/StoreAdmin.js';
import { storeAdminCss } from '../ui/store-admin/store-admin.css.js';

export default defineWidget({
  tag: 'trini-store-admin',
  attributes: {
    /** form (add or edit a store) or list. Default form. */
    view: 'string',
    /** With view="form": the StoreNo to edit. */
    'store-no': 'number',
  },
  css: storeAdminCss,
  component: StoreAdmin,
});
