import { defineWidget } from '../define.js';
import { BackToTop } from './BackToTop.js';
import { backToTopCss } from './back-to-top.css.js';

/**
 * The back-to-top button.
 *
 * @csspart button
 * @cssprop [--trini-back-to-top-bottom=16px] - Distance of the button from the bottom of the viewport.
 * @cssprop [--trini-back-to-top-right=16px] - Distance of the button from the right of the viewport.
 * @cssprop [--trini-back-to-top-z=35] - Stacking order (z-index) of the button.
 */
export default defineWidget({
  tag: 'trini-back-to-top',
  attributes: {
    /** Accessible name of the button (default "Back to top"). */
    label: 'string',
  },
  css: backToTopCss,
  component: BackToTop,
  hiddenAtFirst: true,
});
