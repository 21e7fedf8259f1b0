// <trini-back-to-top label="Back to top">: the back-to-top button (spec §2.2).
import { defineWidget } from './define.js';
import { BackToTop } from '../ui/back-to-top/BackToTop.js';
import { backToTopCss } from '../ui/back-to-top/back-to-top.css.js';

export default defineWidget({
  tag: 'trini-back-to-top',
  attributes: {
    /** Accessible name of the button (default "Back to top"). */
    label: 'string',
  },
  css: backToTopCss,
  component: BackToTop,
});
