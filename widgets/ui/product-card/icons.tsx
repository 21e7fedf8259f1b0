// Small inline icons of the product card (decorative: aria-hidden, the controls carry the labels).
import { icon } from '../icons.js';

export const PlayIcon = icon('M8 5.5v13l11-6.5z');
export const TruckIcon = icon(
  'M3 5h11v3h3.5L21 11.5V17h-2a2.5 2.5 0 0 1-5 0H9a2.5 2.5 0 0 1-5 0H3zm2 2v8h.3a2.5 2.5 0 0 1 3.4 0H12V7zm9 3v5h.3a2.5 2.5 0 0 1 3.4 0h1.3v-2.7L16.7 10zM6.5 16.2a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6zm10 0a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6z',
);
export const LeafIcon = icon('M27 5C14 5 6 11 6 21c0 2 .4 3.8 1 5.2C9 19 14 14 21 11c-6 4-10 9-12 16 1 .4 2.2.6 3.6.6C22 27.6 27 19 27 5z', {
  viewBox: '0 0 32 32',
});
