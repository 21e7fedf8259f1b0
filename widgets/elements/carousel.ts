// <trini-carousel visible="5" visible-narrow="2" autoplay-ms="5000" label="...">: a looping carousel over
// its children (spec §2.3, §4). See ui/carousel/Carousel.tsx.
import { defineWidget } from './define.js';
import { Carousel } from '../ui/carousel/Carousel.js';
import { carouselCss } from '../ui/carousel/carousel.css.js';

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
