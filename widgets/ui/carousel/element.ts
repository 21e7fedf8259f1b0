import { defineWidget } from '../define.js';
import { Carousel } from './Carousel.js';
import { carouselCss } from './carousel.css.js';

/**
 * A looping carousel over its children.
 *
 * @csspart arrow
 * @csspart carousel
 * @csspart next
 * @csspart play-toggle
 * @csspart prev
 * @csspart track
 * @csspart viewport
 * @cssprop [--trini-carousel-gap=16px] - Space between slides.
 */
export default defineWidget({
  tag: 'trini-carousel',
  attributes: {
    /** Slides shown at once (default 1). */
    visible: 'number',
    /** Slides shown when the carousel is narrower than 600px (default 1). */
    'visible-narrow': 'number',
    /** Autoplay interval in milliseconds; absent or 0: no autoplay. */
    'autoplay-ms': 'number',
    /** Accessible name of the carousel. */
    label: 'string',
  },
  css: carouselCss,
  component: Carousel,
});
