// The 1200 x 630 share card as SVG, drawn to JPEG by rasterise.ts: what Facebook, WhatsApp and X
// show above a shared link. Left: the product's own artwork (or up to three of a category's); right: the
// shop's brand, the title, a line or two and the price in TT$.
import { FONT, esc, fitText, linearGradient, palette, round, textBlock } from '../db/seed/media/svg.js';
import type { ShareCardSpec } from './share-cards.js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** An SVG document placed as a nested <svg> at (x, y), size w x h (its own viewBox kept). */
function nested(svg: string, x: number, y: number, w: number, h: number, idPrefix: string): string {
  const open = /^<svg\b[^>]*>/.exec(svg.trim());
  if (!open) return '';
  const viewBox = /viewBox="([^"]+)"/.exec(open[0])?.[1];
  const body = svg
    .trim()
    .slice(open[0].length)
    .replace(/<\/svg>\s*$/, '')
    .replace(/<title>[\s\S]*?<\/title>/, '')
    // Each artwork has its own gradient ids ('bg'): prefixed so two artworks on one card cannot clash.
    .replace(/\bid="([^"]+)"/g, `id="${idPrefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}$1)`);
  return `<svg x="${x}" y="${y}" width="${w}" height="${h}"${viewBox ? ` viewBox="${viewBox}"` : ''} preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

function artworkBlock(artworks: readonly string[]): string {
  if (artworks.length === 0) return '';
  if (artworks.length === 1) return `<rect x="0" y="0" width="630" height="630" fill="#ffffff"/>${nested(artworks[0], 0, 0, 630, 630, 'a0-')}`;
  // Several: a column of tiles side by side, each a third of the height's worth of width.
  const shown = artworks.slice(0, 3);
  const w = Math.floor(630 / shown.length);
  return shown.map((svg, i) => nested(svg, i * w, 0, w, 630, `a${i}-`)).join('');
}

export function shareCardSvg(spec: ShareCardSpec, artworks: readonly string[]): string {
  const pal = palette(spec.theme);
  const textX = artworks.length ? 680 : 80;
  const textWidth = CARD_WIDTH - textX - 70;
  const title = fitText(spec.title, textWidth, 230, 64, 3);
  const titleHeight = title.lines.length * title.size * 1.15;
  const titleTop = 150;
  const detailY = titleTop + titleHeight + 34;
  const details = spec.lines
    .slice(0, 2)
    .map((line, i) => `<text ${FONT} x="${textX}" y="${round(detailY + i * 40)}" font-size="28" fill="#3d4a3d">${esc(line)}</text>`)
    .join('');
  const price = spec.price
    ? `<rect x="${textX}" y="470" width="${Math.max(220, spec.price.length * 30 + 56)}" height="84" rx="42" fill="${pal.accent}"/>` +
      `<text ${FONT} x="${textX + 28}" y="527" font-size="46" font-weight="700" fill="#ffffff">${esc(spec.price)}</text>`
    : '';
  const body =
    `<defs>${linearGradient('card-bg', pal.bg[0], pal.bg[1])}</defs>` +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#card-bg)"/>` +
    artworkBlock(artworks) +
    `<rect x="${textX - 2}" y="70" width="8" height="44" fill="${pal.accent}"/>` +
    `<text ${FONT} x="${textX + 22}" y="104" font-size="30" font-weight="700" letter-spacing="3" fill="${pal.accent}">${esc(spec.brand.toUpperCase())}</text>` +
    textBlock(
      title.lines,
      textX,
      titleTop + (title.size * 1.15) / 2 + ((title.lines.length - 1) * title.size * 1.15) / 2,
      title.size,
      '#1f2a1f',
      700,
      'start',
    ) +
    details +
    price +
    `<text ${FONT} x="${textX}" y="${CARD_HEIGHT - 40}" font-size="20" fill="#3d4a3d">${esc(spec.footer)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">${body}</svg>\n`;
}
