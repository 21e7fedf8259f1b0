// Store artwork: category tiles, home slider, promotion banners, testimonial avatars, the logo.
import type { Shape } from '../products/types.js';
import { drawShape } from './shapes.js';
import { FONT, colourFor, esc, fitText, isLight, linearGradient, palette, PALETTES, round, svgDoc, textBlock } from './svg.js';

const TILE_SHAPES: Record<string, Shape> = {
  Beauty: 'stick',
  'Lip Care': 'stick',
  'Eye Care': 'tube',
  'Face Pack': 'jar',
  Hair: 'bottle',
  'Hair Oil': 'bottle',
  Shampoo: 'pump',
  'Hair Treatment Kit': 'box',
  Beard: 'dropper',
  'Beard Care': 'dropper',
  Face: 'jar',
  'Face Wash': 'pump',
  'Face Scrub': 'jar',
  'Face Cream': 'jar',
  'Face Serum': 'dropper',
  'Face Toner': 'spray',
  'Face Gel': 'tube',
  Body: 'tub',
  'Body Cream': 'tub',
  'Hair Removal': 'tube',
  'Intimate Wash': 'bottle',
  'Teeth Care': 'tube',
  'Gift Pack': 'box',
  Combos: 'box',
  Perfume: 'spray',
  Fragrance: 'spray',
  'Health and Fitness': 'bottle',
  'Fat Burner': 'bottle',
  'Immunity Care': 'jar',
  'Vitamins & Supplements': 'bottle',
  'Personal Care': 'bar',
  'Men Care': 'bar',
  'Women Care': 'pouch',
  'Body Care': 'tub',
  'Skin Care': 'dropper',
  'Hair Care': 'bottle',
  'Beauty Care': 'stick',
  'Health Care': 'jar',
};

/** A pack silhouette without a label, scaled and placed with its base centre at (x, y). */
function pack(shape: Shape, x: number, y: number, scale: number, body: string, cap: string): string {
  return `<g transform="translate(${x - 300 * scale} ${y - 500 * scale}) scale(${scale})">${drawShape(shape, { body, cap }).svg}</g>`;
}

/** A 'Shop by Category' / category tree tile, 400 x 400. */
export function categoryTile(name: string): string {
  const { bg, accent } = PALETTES[name] ? { bg: palette(name).bg, accent: palette(name).accent } : colourFor(name);
  const shape = TILE_SHAPES[name] ?? 'jar';
  const text = fitText(name, 340, 70, 40, 2);
  const body =
    `<defs>${linearGradient('bg', bg[0], bg[1])}</defs><rect width="400" height="400" fill="url(#bg)"/>` +
    `<circle cx="200" cy="165" r="125" fill="#ffffff" opacity="0.6"/>` +
    pack(shape, 200, 262, 0.56, accent, '#ffffff') +
    textBlock(text.lines, 200, 345, text.size, '#2b2b2b', 700);
  return svgDoc(400, 400, body, { title: name });
}

interface Promo {
  title: string;
  subtitle: string;
  home: keyof typeof PALETTES;
  shapes: Shape[];
}

/** Banners 11..15 of docs/screens.md#home, stored as expo-promotion/16.svg .. 20.svg in that order. */
export const BANNERS: Array<Promo & { bannerNo: number; file: number }> = [
  {
    bannerNo: 11,
    file: 16,
    title: 'Island Favourites',
    subtitle: 'Our best-loved naturals, made for island life',
    home: 'Skin Care',
    shapes: ['jar', 'dropper', 'bottle'],
  },
  {
    bannerNo: 12,
    file: 17,
    title: 'Glow-Up Skin Care',
    subtitle: 'Serums, creams and clay masks for radiant skin',
    home: 'Beauty Care',
    shapes: ['dropper', 'jar', 'stick'],
  },
  {
    bannerNo: 13,
    file: 18,
    title: 'Body & Bath Treats',
    subtitle: 'Cocoa butter, lotions and luxe perfumes',
    home: 'Body Care',
    shapes: ['tub', 'pump', 'spray'],
  },
  {
    bannerNo: 14,
    file: 19,
    title: "Men's Grooming",
    subtitle: 'Beard oils, balms and serums that work',
    home: 'Beard Care',
    shapes: ['dropper', 'tube', 'box'],
  },
  {
    bannerNo: 15,
    file: 20,
    title: 'Wellness & Gifts',
    subtitle: 'Immune support, supplements and self-care boxes',
    home: 'Health Care',
    shapes: ['bottle', 'box', 'jar'],
  },
];

function promo(p: Promo, width: number, height: number): string {
  const pal = palette(p.home);
  const s = height / 310; // the layout is drawn for a 310 px high banner and scaled
  const left = 60 * s;
  const packsLeft = width - 470 * s;
  const textWidth = packsLeft - left - 20 * s;
  const title = fitText(p.title, textWidth, 110 * s, 54 * s, 2);
  const subtitle = fitText(p.subtitle, textWidth, 64 * s, 24 * s, 2);
  const titleBottom = 40 * s + title.lines.length * title.size * 1.15;
  const subtitleBottom = titleBottom + 12 * s + subtitle.lines.length * subtitle.size * 1.15;
  const text =
    textBlock(title.lines, left, (40 * s + titleBottom) / 2, title.size, '#2b2b2b', 800, 'start') +
    textBlock(subtitle.lines, left, (titleBottom + 12 * s + subtitleBottom) / 2, subtitle.size, '#444444', 400, 'start');
  const buttonTop = subtitleBottom + 22 * s;
  const button =
    `<rect x="${left}" y="${round(buttonTop)}" width="${round(150 * s)}" height="${round(48 * s)}" rx="${round(24 * s)}" fill="${pal.accent}"/>` +
    textBlock(['Shop now'], left + 75 * s, buttonTop + 25 * s, 20 * s, '#ffffff', 700);
  const packs = p.shapes
    .map((shape, i) => pack(shape, packsLeft + (70 + i * 140) * s, 290 * s, 0.42 * s, pal.products[i % pal.products.length], pal.accent))
    .join('');
  const deco = `<circle cx="${round(packsLeft + 210 * s)}" cy="${round(150 * s)}" r="${round(150 * s)}" fill="#ffffff" opacity="0.45"/>`;
  const body = `<defs>${linearGradient('bg', pal.bg[0], pal.bg[1], false)}</defs><rect width="${width}" height="${height}" fill="url(#bg)"/>${deco}${packs}${text}${button}`;
  return svgDoc(width, height, body, { title: p.title });
}

export const banner = (b: (typeof BANNERS)[number]) => promo(b, 1265, 310);

/** The home page image slider (docs/screens.md#home), 1600 x 500. */
export const SLIDES: Promo[] = [
  {
    title: 'Natural skin care for island life',
    subtitle: 'Coconut, cocoa, sea moss and shea, straight from the Caribbean',
    home: 'Skin Care',
    shapes: ['pump', 'jar', 'dropper'],
  },
  {
    title: 'Hair care from the islands',
    subtitle: 'Cold-pressed coconut oil and black castor oil for strong, soft hair',
    home: 'Hair Care',
    shapes: ['bottle', 'dropper', 'pump'],
  },
  {
    title: 'Gift packs for every occasion',
    subtitle: 'Boxed sets with free delivery across Trinidad and Tobago',
    home: 'Fragrance',
    shapes: ['box', 'spray', 'box'],
  },
];

export const slide = (p: Promo) => promo(p, 1600, 500);

/** Initials on a coloured disc, 160 x 160, for the testimonial carousel. */
export function avatar(name: string): string {
  const { bg, accent } = colourFor(name);
  const initials = name
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z]/g, '')[0] ?? '')
    .slice(0, 2)
    .join('')
    .toUpperCase();
  const fill = isLight(accent) ? '#2b2b2b' : '#ffffff';
  const body = `<circle cx="80" cy="80" r="80" fill="${bg[1]}"/><circle cx="80" cy="80" r="66" fill="${accent}"/>${textBlock([initials], 80, 82, 52, fill, 700)}`;
  return svgDoc(160, 160, body, { title: name });
}

export function logo(): string {
  const leaf = `<path d="M10 50 C10 20 32 8 54 8 C54 34 40 52 10 50 Z" fill="#2E7D5B"/><path d="M14 46 C24 34 34 24 48 14" stroke="#ffffff" stroke-width="3" fill="none"/>`;
  const text = `<text ${FONT} x="66" y="42" font-size="30" font-weight="800" fill="#2b2b2b">Trini<tspan fill="#2E7D5B"> Naturals</tspan></text>`;
  return svgDoc(260, 60, leaf + text, { title: 'Trini Naturals' });
}

/** The two images of the 'why buy from us?' section, 600 x 400. */
export const WHY_BUY = [
  {
    title: '100% natural ingredients',
    lines: ['Coconut, cocoa, shea, neem, moringa and sea moss.', 'No parabens, no mineral oil, never tested on animals.'],
    home: 'Skin Care',
    shape: 'jar' as Shape,
  },
  {
    title: 'Delivered across T&T',
    lines: ['Delivery to every city in Trinidad and Tobago,', 'or collect your order from our Tunapuna outlet.'],
    home: 'Health Care',
    shape: 'box' as Shape,
  },
];

export function whyBuy(w: (typeof WHY_BUY)[number]): string {
  const pal = palette(w.home);
  const lines = w.lines.map((l, i) => `<text ${FONT} x="300" y="${318 + i * 28}" font-size="19" fill="#444444" text-anchor="middle">${esc(l)}</text>`).join('');
  const body =
    `<defs>${linearGradient('bg', pal.bg[0], pal.bg[1])}</defs><rect width="600" height="400" fill="url(#bg)"/>` +
    `<circle cx="300" cy="140" r="100" fill="#ffffff" opacity="0.6"/>` +
    pack(w.shape, 300, 220, 0.4, pal.accent, '#ffffff') +
    `<text ${FONT} x="300" y="282" font-size="30" font-weight="800" fill="#2b2b2b" text-anchor="middle">${esc(w.title)}</text>` +
    lines;
  return svgDoc(600, 400, body, { title: w.title });
}

/** Shown by clients for a missing image. */
export function placeholder(): string {
  const body =
    `<rect width="600" height="600" fill="#F2F2F2"/>` +
    pack('jar', 300, 420, 0.6, '#D0D0D0', '#BDBDBD') +
    textBlock(['Image coming soon'], 300, 500, 30, '#888888', 600);
  return svgDoc(600, 600, body, { title: 'Image coming soon' });
}
