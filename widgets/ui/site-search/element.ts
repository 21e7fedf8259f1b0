import { defineWidget } from '../define.js';
import { SiteSearch } from './SiteSearch.js';
import { siteSearchCss } from './site-search.css.js';

/**
 * The header search box.
 *
 * @csspart button
 * @csspart dialog
 * @csspart form
 * @csspart input
 * @csspart toggle
 */
export default defineWidget({
  tag: 'trini-site-search',
  css: siteSearchCss,
  component: SiteSearch,
});
