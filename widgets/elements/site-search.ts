// <trini-site-search>: the header search box (spec §2.2).
import { defineWidget } from './define.js';
import { SiteSearch } from '../ui/site-search/SiteSearch.js';
import { siteSearchCss } from '../ui/site-search/site-search.css.js';

export default defineWidget({
  tag: 'trini-site-search',
  css: siteSearchCss,
  component: SiteSearch,
});
