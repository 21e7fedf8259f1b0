// A generated product "photo": a soft background in the home category's colours, the pack silhouette,
// and a label with the brand, the product's name and its size. Views 1-4 vary the composition.
import type { SeedProduct } from '../products/index.js';
import { drawShape } from './shapes.js';
import { FONT, esc, fitText, linearGradient, palette, svgDoc, textBlock } from './svg.js';

const LEAF = 'M0 0 C40 -44 104 -44 150 0 C104 44 40 44 0 0 Z';

function leaves(colour: string): string {
  const leaf = (x: number, y: number, angle: number, scale: number) =>
    `<path d="${LEAF}" transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" fill="${colour}" opacity="0.8"/>`;
  return leaf(70, 520, -50, 1.2) + leaf(110, 560, -20, 0.9) + leaf(530, 520, -130, 1.1) + leaf(500, 570, -160, 0.8);
}

function ingredients(accent: string): string {
  const bowl = (cx: number, cy: number, r: number, fill: string) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.9"/><circle cx="${cx}" cy="${cy}" r="${r - 10}" fill="${fill}"/>`;
  return (
    bowl(120, 420, 54, '#E9C46A') +
    bowl(150, 520, 44, '#8AB17D') +
    bowl(70, 520, 34, '#F4A261') +
    `<text ${FONT} x="40" y="80" font-size="34" font-weight="700" fill="${accent}">Natural</text>` +
    `<text ${FONT} x="40" y="120" font-size="34" font-weight="700" fill="${accent}">ingredients</text>`
  );
}

function label(p: SeedProduct, accent: string, box: ReturnType<typeof drawShape>['label']): string {
  const { cx, cy, w, h } = box;
  const brandSize = Math.max(9, Math.min(13, h * 0.12));
  const styleSize = Math.max(9, Math.min(14, h * 0.13));
  const name = fitText(p.name, w - 14, h - brandSize - styleSize - 22, 28, 3);
  const card = `<rect x="${cx - w / 2}" y="${cy - h / 2}" width="${w}" height="${h}" rx="8" fill="#ffffff" opacity="0.93"/>`;
  const brand = `<text ${FONT} x="${cx}" y="${cy - h / 2 + 6 + brandSize}" font-size="${brandSize}" font-weight="700" letter-spacing="1.5" fill="${accent}" text-anchor="middle">TRINI NATURALS</text>`;
  const style = `<text ${FONT} x="${cx}" y="${cy + h / 2 - 8}" font-size="${styleSize}" fill="#555555" text-anchor="middle">${esc(p.styleName)}</text>`;
  const body = card + brand + textBlock(name.lines, cx, cy + (brandSize - styleSize) / 2, name.size, '#2b2b2b', 700) + style;
  return box.vertical ? `<g transform="rotate(-90 ${cx} ${cy})">${body}</g>` : body;
}

/** The SVG for image `view` (1-based) of a product; `size` is the rendered width and height in pixels. */
export function productPhoto(p: SeedProduct, view: number, size: number): string {
  const pal = palette(p.homeCategory);
  const body = pal.products[p.productNo % pal.products.length];
  const cap = pal.products[(p.productNo + 2) % pal.products.length];
  const drawn = drawShape(p.seed.shape, { body, cap: cap === body ? pal.accent : cap });
  const pack = `<ellipse cx="300" cy="504" rx="170" ry="16" fill="#000000" opacity="0.12"/>${drawn.svg}${label(p, pal.accent, drawn.label)}`;
  const kind = ((view - 1) % 4) + 1;
  const gradient = linearGradient('bg', kind === 3 ? pal.bg[1] : pal.bg[0], kind === 3 ? pal.bg[0] : pal.bg[1]);
  let scene: string;
  if (kind === 2) scene = leaves('#5E9E6E') + pack;
  else if (kind === 3) {
    const { cy } = drawn.label;
    scene = `<g transform="translate(300 ${cy}) scale(1.55) translate(-300 ${-cy})">${pack}</g>`;
  } else if (kind === 4) scene = ingredients(pal.accent) + `<g transform="translate(150 110) scale(0.78)">${pack}</g>`;
  else scene = `<circle cx="470" cy="130" r="70" fill="#ffffff" opacity="0.35"/>` + pack;
  const content = `<defs>${gradient}</defs><rect width="600" height="600" fill="url(#bg)"/>${scene}`;
  return svgDoc(size, size, content, { viewBox: '0 0 600 600', title: p.name });
}
