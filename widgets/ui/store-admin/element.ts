import { defineWidget } from '../define.js';
import { StoreAdmin } from './StoreAdmin.js';
import { storeAdminCss } from './store-admin.css.js';

/**
 * The local store administration (data kept in this browser, localStorage 'stores').
 *
 * @csspart add-store
 * @csspart empty
 * @csspart form
 * @csspart notice
 * @csspart page
 * @csspart row
 * @csspart storage-note
 * @csspart table
 * @csspart title
 */
export default defineWidget({
  tag: 'trini-store-admin',
  attributes: {
    /**
     * form (add or edit a store) or list. Default form.
     * @type {'form' | 'list'}
     */
    view: 'string',
    /** With view="form": the StoreNo to edit. */
    'store-no': 'number',
  },
  css: storeAdminCss,
  component: StoreAdmin,
});
