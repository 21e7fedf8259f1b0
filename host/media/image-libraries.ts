// The image libraries, loaded on first use rather than at start-up: sharp (libvips) and resvg are native libraries
// with thread pools of their own, and a host whose images are already drawn (product photos' sizes, share cards:
// files in the media folder) may serve for days without drawing one. Until then they take none of its memory.
import type Sharp from 'sharp';
import type { renderAsync } from '@resvg/resvg-js';

let sharpModule: Promise<typeof Sharp> | undefined;
let resvgModule: Promise<typeof renderAsync> | undefined;

/** sharp, loaded once. */
export function loadSharp(): Promise<typeof Sharp> {
  return (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // Every image is encoded once and written to a file, so libvips' operation cache (up to 50 MB by default) only
    // held memory, growing the host while a big catalogue's share cards are drawn after start-up.
    sharp.cache(false);
    return sharp;
  }));
}

/** resvg's SVG renderer (off the main thread), loaded once. */
export function loadResvg(): Promise<typeof renderAsync> {
  return (resvgModule ??= import('@resvg/resvg-js').then((resvg) => resvg.renderAsync));
}
