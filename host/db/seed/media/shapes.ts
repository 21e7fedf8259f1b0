// Packaging silhouettes on a 600 x 600 canvas, standing on y = 500, centred on x = 300.
// Each returns its drawing and the box where the label (brand, name, size) goes.
import type { Shape } from '../products/types.js';

export interface Drawn {
  svg: string;
  label: { cx: number; cy: number; w: number; h: number; vertical?: boolean };
}

interface Colours {
  body: string;
  cap: string;
}

const shine = (x: number, y: number, h: number) => `<rect x="${x}" y="${y}" width="10" height="${h}" rx="5" fill="#ffffff" opacity="0.35"/>`;

const DRAW: Record<Shape, (c: Colours) => Drawn> = {
  bottle: (c) => ({
    svg: `<rect x="262" y="128" width="76" height="48" rx="8" fill="${c.cap}"/><rect x="272" y="172" width="56" height="52" fill="${c.body}"/><rect x="220" y="216" width="160" height="284" rx="30" fill="${c.body}"/>${shine(236, 240, 220)}`,
    label: { cx: 300, cy: 365, w: 140, h: 130 },
  }),
  pump: (c) => ({
    svg: `<rect x="292" y="146" width="16" height="36" fill="${c.cap}"/><rect x="300" y="146" width="72" height="16" rx="6" fill="${c.cap}"/><rect x="268" y="178" width="64" height="30" rx="6" fill="${c.cap}"/><rect x="280" y="206" width="40" height="36" fill="${c.cap}"/><rect x="214" y="238" width="172" height="262" rx="24" fill="${c.body}"/>${shine(230, 258, 210)}`,
    label: { cx: 300, cy: 375, w: 150, h: 130 },
  }),
  jar: (c) => ({
    svg: `<rect x="176" y="326" width="248" height="174" rx="26" fill="${c.body}"/><rect x="164" y="280" width="272" height="58" rx="12" fill="${c.cap}"/>${shine(192, 348, 130)}`,
    label: { cx: 300, cy: 416, w: 212, h: 110 },
  }),
  tube: (c) => ({
    svg: `<rect x="218" y="122" width="164" height="24" rx="4" fill="${c.cap}"/><path d="M226 144 L374 144 L356 440 Q300 452 244 440 Z" fill="${c.body}"/><rect x="264" y="440" width="72" height="60" rx="8" fill="${c.cap}"/>${shine(240, 160, 240)}`,
    label: { cx: 300, cy: 300, w: 120, h: 170 },
  }),
  dropper: (c) => ({
    svg: `<rect x="280" y="150" width="40" height="104" rx="20" fill="${c.cap}"/><rect x="264" y="248" width="72" height="46" rx="6" fill="${c.cap}"/><rect x="234" y="288" width="132" height="212" rx="22" fill="${c.body}"/>${shine(248, 304, 170)}`,
    label: { cx: 300, cy: 400, w: 110, h: 120 },
  }),
  spray: (c) => ({
    svg: `<rect x="254" y="156" width="92" height="74" rx="10" fill="${c.cap}"/><rect x="280" y="226" width="40" height="38" fill="#d9d9d9"/><rect x="196" y="258" width="208" height="242" rx="42" fill="${c.body}" opacity="0.92"/>${shine(216, 280, 196)}`,
    label: { cx: 300, cy: 382, w: 164, h: 120 },
  }),
  bar: (c) => ({
    svg: `<ellipse cx="300" cy="392" rx="150" ry="34" fill="${c.cap}"/><rect x="150" y="392" width="300" height="108" rx="40" fill="${c.body}"/><ellipse cx="300" cy="392" rx="150" ry="34" fill="${c.body}" opacity="0.85"/>`,
    label: { cx: 300, cy: 448, w: 250, h: 80 },
  }),
  box: (c) => ({
    svg: `<rect x="168" y="200" width="264" height="300" rx="6" fill="${c.body}"/><rect x="286" y="200" width="28" height="300" fill="${c.cap}"/><rect x="168" y="272" width="264" height="26" fill="${c.cap}"/><path d="M300 200 C260 150 230 170 262 198 Z M300 200 C340 150 370 170 338 198 Z" fill="${c.cap}"/>`,
    label: { cx: 300, cy: 412, w: 200, h: 120 },
  }),
  tub: (c) => ({
    svg: `<path d="M166 362 L434 362 L420 500 L180 500 Z" fill="${c.body}"/><rect x="150" y="318" width="300" height="50" rx="14" fill="${c.cap}"/>${shine(186, 378, 100)}`,
    label: { cx: 300, cy: 432, w: 210, h: 96 },
  }),
  stick: (c) => ({
    svg: `<rect x="254" y="214" width="92" height="286" rx="16" fill="${c.body}"/><rect x="254" y="138" width="92" height="84" rx="16" fill="${c.cap}"/>${shine(266, 232, 240)}`,
    label: { cx: 300, cy: 360, w: 240, h: 70, vertical: true },
  }),
  pouch: (c) => ({
    svg: `<path d="M192 210 L408 210 L426 480 Q300 512 174 480 Z" fill="${c.body}"/><rect x="190" y="180" width="220" height="38" rx="4" fill="${c.cap}"/><circle cx="212" cy="199" r="6" fill="#ffffff" opacity="0.7"/>`,
    label: { cx: 300, cy: 350, w: 190, h: 150 },
  }),
};

export function drawShape(shape: Shape, colours: Colours): Drawn {
  return DRAW[shape](colours);
}
