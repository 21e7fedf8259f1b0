// Small helpers for writing SVG by hand: escaping, text fitting, palettes. Pure and deterministic.

import { escapeHtml } from '../../../../widgets/domain/html-escape.js';

export const esc = escapeHtml;

export const FONT = "font-family=\"'Segoe UI', 'Helvetica Neue', Arial, sans-serif\"";

/** A stable 32-bit hash of a string (FNV-1a), for picking colours without randomness. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function svgDoc(width: number, height: number, body: string, opts: { viewBox?: string; title?: string } = {}): string {
  const viewBox = opts.viewBox ?? `0 0 ${width} ${height}`;
  const title = opts.title ? `<title>${esc(opts.title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img">${title}${body}</svg>\n`;
}

export function linearGradient(id: string, from: string, to: string, vertical = true): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Wraps words into at most maxLines lines of at most maxChars characters (the last line is cut with an ellipsis). */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, Math.max(1, maxChars - 1))}\u2026`;
  return kept;
}

const CHAR_WIDTH = 0.56; // average advance of a sans-serif character, in ems

/** Fits text into a box: the largest font size (up to maxSize) whose wrapped lines fit. */
export function fitText(text: string, width: number, height: number, maxSize: number, maxLines = 3): { size: number; lines: string[] } {
  for (let size = maxSize; size >= 10; size -= 1) {
    const maxChars = Math.floor(width / (size * CHAR_WIDTH));
    const lines = wrap(text, maxChars, Number.MAX_SAFE_INTEGER);
    const fits = lines.length <= maxLines && lines.every((l) => l.length <= maxChars) && lines.length * size * 1.15 <= height;
    if (fits) return { size, lines };
  }
  return { size: 10, lines: wrap(text, Math.floor(width / (10 * CHAR_WIDTH)), maxLines) };
}

/** Multi-line text centred vertically on cy; centred on x, or starting at x with anchor 'start'. */
export function textBlock(lines: string[], x: number, cy: number, size: number, fill: string, weight = 600, anchor: 'middle' | 'start' = 'middle'): string {
  const lineHeight = size * 1.15;
  const top = cy - ((lines.length - 1) * lineHeight) / 2;
  const tspans = lines.map((l, i) => `<tspan x="${round(x)}" y="${round(top + i * lineHeight)}">${esc(l)}</tspan>`).join('');
  return `<text ${FONT} font-size="${round(size)}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" dominant-baseline="middle">${tspans}</text>`;
}

export const round = (n: number) => Math.round(n * 10) / 10;

/** Soft background and product colours per home category. */
export const PALETTES: Record<string, { bg: [string, string]; products: string[]; accent: string }> = {
  'Body Care': { bg: ['#FDF1E4', '#F6D8B8'], products: ['#8B5A3C', '#D9A066', '#F4E1C1', '#6B8F5E'], accent: '#B5651D' },
  'Skin Care': { bg: ['#EAF6F0', '#C9E8D8'], products: ['#FFFFFF', '#2E7D5B', '#F2C14E', '#DDEEE4'], accent: '#2E7D5B' },
  'Hair Care': { bg: ['#FFF6DB', '#F5DFA0'], products: ['#3E2A1E', '#C8962E', '#FFFFFF', '#4F7942'], accent: '#8C6A1C' },
  'Beauty Care': { bg: ['#FCEBF0', '#F4C7D4'], products: ['#B23A5B', '#F7D6DF', '#E07A5F', '#FFFFFF'], accent: '#B23A5B' },
  'Health Care': { bg: ['#EAF4FB', '#C5E0F2'], products: ['#1F6F5C', '#FFFFFF', '#F2A541', '#5B8E7D'], accent: '#1F6F8B' },
  Fragrance: { bg: ['#F1ECFA', '#D6C8F0'], products: ['#7A5195', '#E9D8A6', '#BC5090', '#F6F1FF'], accent: '#7A5195' },
  'Women Care': { bg: ['#FDEDEB', '#F6CBC4'], products: ['#D1495B', '#FFFFFF', '#EDAE49', '#9B5DE5'], accent: '#C0394B' },
  'Beard Care': { bg: ['#EEF0EA', '#CFD5C3'], products: ['#2F3E46', '#8B5E34', '#FFFFFF', '#354F52'], accent: '#3D4B36' },
};

export function palette(name: string) {
  return PALETTES[name] ?? PALETTES['Skin Care'];
}

/** Colour for anything without a home category (category tiles, avatars): picked by name. */
export function colourFor(name: string): { bg: [string, string]; accent: string } {
  const all = Object.values(PALETTES);
  const p = all[hash(name) % all.length];
  return { bg: p.bg, accent: p.accent };
}

/** Whether dark text reads better than white on this colour. */
export function isLight(hex: string): boolean {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160;
}
