// <trini-carousel>: parts carousel, viewport, track, arrow (with prev / next), play-toggle.
// Theming: --trini-carousel-gap (space between slides when several show at once).
import { CAROUSEL_TRANSITION_MS } from '../../domain/constants.js';

export const carouselCss = `
:host { display: block; }
.carousel { position: relative; --_gap: var(--trini-carousel-gap, 16px); }
.carousel.single { --_gap: 0px; }
.viewport { overflow: hidden; }
.track {
  display: flex; gap: var(--_gap);
  transform: translateX(calc(var(--offset, 0) * (100% + var(--_gap)) / var(--v, 1) * -1));
}
.track.animating { transition: transform ${CAROUSEL_TRANSITION_MS}ms ease-in-out; }
/* !important: inside a shadow root it outranks the page's own (non-important) rules for the slides,
   which the loop's geometry depends on. */
::slotted(*) {
  flex: 0 0 calc((100% - (var(--v, 1) - 1) * var(--_gap)) / var(--v, 1)) !important;
  min-width: 0 !important;
  margin: 0 !important;
  box-sizing: border-box;
}

.arrow, .play-toggle {
  position: absolute; z-index: 1; padding: 0; border-radius: 50%;
  background: rgba(255, 255, 255, 0.94); color: var(--_brand-dark);
  border: 1px solid var(--_border); box-shadow: 0 2px 8px rgba(0, 0, 0, 0.18);
}
.arrow:hover:not(:disabled), .play-toggle:hover:not(:disabled) { background: var(--_surface); color: var(--_brand); }
/* The shared outline ring stays; the halo under it replaces the drop shadow while focused. */
.arrow:focus-visible, .play-toggle:focus-visible { box-shadow: var(--_focus-halo); }
.arrow { top: 50%; width: 40px; height: 40px; margin-top: -20px; }
.play-toggle { bottom: 10px; left: 50%; width: 32px; height: 32px; margin-left: -16px; }

/* One slide at a time (the sliders): arrows over the slide's edges. */
.single .prev { left: 8px; }
.single .next { right: 8px; }
/* Narrow: the slide's words fill its left half, so both arrows sit at its bottom right, over the picture. */
.single.narrow .arrow { width: 32px; height: 32px; top: auto; bottom: 10px; margin-top: 0; }
.single.narrow .prev { left: auto; right: 48px; }
.single.narrow .next { right: 8px; }

/* Several at once: arrows in gutters beside the slides, or in a row under them when narrow,
   so they never cover a slide's text. */
.multi.movable { padding: 0 48px; }
.multi .prev { left: 0; }
.multi .next { right: 0; }
.multi.movable.narrow { padding: 0 0 52px; }
.multi.narrow .arrow { top: auto; bottom: 0; margin-top: 0; }
.multi.narrow .prev { left: calc(50% - 60px); }
.multi.narrow .next { right: calc(50% - 60px); }
.multi.narrow .play-toggle { bottom: 4px; }
@media (prefers-reduced-motion: reduce) { .track.animating { transition: none; } }
`;
