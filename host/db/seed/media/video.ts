// A short product clip: the pack on its category background, with a glint sweeping across it.
// Rasterised here (rounded rectangles, 2x2 supersampled) and written with the tiny encoder in h264.ts.
import type { SeedProduct } from '../products/index.js';
import type { Shape } from '../products/types.js';
import { encodeMp4, type YuvFrame } from './h264.js';
import { palette } from './svg.js';

export const VIDEO_SIZE = 240; // pixels, square; the scene is laid out on a 600 x 600 canvas like the photos
const SIZE = VIDEO_SIZE;
const SCALE = SIZE / 600;
const SWEEP_FRAMES = 20;
const FRAME_MS = 100;
const HOLD_MS = 1000;

type Part = [x: number, y: number, w: number, h: number, r: number, kind: 'body' | 'cap' | 'label'];

const PARTS: Record<Shape, Part[]> = {
  bottle: [
    [262, 128, 76, 48, 8, 'cap'],
    [272, 172, 56, 52, 0, 'body'],
    [220, 216, 160, 284, 30, 'body'],
    [230, 300, 140, 130, 8, 'label'],
  ],
  pump: [
    [268, 170, 64, 36, 6, 'cap'],
    [280, 204, 40, 38, 0, 'cap'],
    [214, 238, 172, 262, 24, 'body'],
    [225, 310, 150, 130, 8, 'label'],
  ],
  jar: [
    [176, 326, 248, 174, 26, 'body'],
    [164, 280, 272, 58, 12, 'cap'],
    [194, 361, 212, 110, 8, 'label'],
  ],
  tube: [
    [218, 122, 164, 24, 4, 'cap'],
    [228, 144, 144, 300, 20, 'body'],
    [264, 440, 72, 60, 8, 'cap'],
    [240, 215, 120, 170, 8, 'label'],
  ],
  dropper: [
    [280, 150, 40, 104, 20, 'cap'],
    [264, 248, 72, 46, 6, 'cap'],
    [234, 288, 132, 212, 22, 'body'],
    [245, 340, 110, 120, 8, 'label'],
  ],
  spray: [
    [254, 156, 92, 74, 10, 'cap'],
    [280, 226, 40, 38, 0, 'cap'],
    [196, 258, 208, 242, 42, 'body'],
    [218, 322, 164, 120, 8, 'label'],
  ],
  bar: [
    [150, 370, 300, 130, 40, 'body'],
    [175, 408, 250, 80, 8, 'label'],
  ],
  box: [
    [168, 200, 264, 300, 6, 'body'],
    [286, 200, 28, 300, 0, 'cap'],
    [168, 272, 264, 26, 0, 'cap'],
    [200, 352, 200, 120, 8, 'label'],
  ],
  tub: [
    [170, 362, 260, 138, 10, 'body'],
    [150, 318, 300, 50, 14, 'cap'],
    [195, 384, 210, 96, 8, 'label'],
  ],
  stick: [
    [254, 214, 92, 286, 16, 'body'],
    [254, 138, 92, 84, 16, 'cap'],
    [265, 240, 70, 240, 8, 'label'],
  ],
  pouch: [
    [184, 210, 232, 280, 24, 'body'],
    [190, 180, 220, 38, 4, 'cap'],
    [205, 275, 190, 150, 8, 'label'],
  ],
};

const rgb = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

function inRoundedRect(px: number, py: number, [x, y, w, h, r]: Part): boolean {
  if (px < x || py < y || px > x + w || py > y + h) return false;
  const dx = Math.max(x + r - px, 0, px - (x + w - r));
  const dy = Math.max(y + r - py, 0, py - (y + h - r));
  return dx * dx + dy * dy <= r * r;
}

type Colours = Record<'bg0' | 'bg1' | 'body' | 'cap', number[]>;

const LABEL = [250, 250, 250];
const SUB = SIZE * 2; // 2 x 2 supersampling
const GLINT_HALF_WIDTH = 22;

/** The still scene at supersample resolution: RGB per sample, and which samples lie on the pack. */
function still(parts: Part[], c: Colours): { rgb: Float32Array; onPack: Uint8Array } {
  const rgb = new Float32Array(SUB * SUB * 3);
  const onPack = new Uint8Array(SUB * SUB);
  for (let sy = 0; sy < SUB; sy++) {
    for (let sx = 0; sx < SUB; sx++) {
      const [px, py] = [(sx + 0.5) / (2 * SCALE), (sy + 0.5) / (2 * SCALE)];
      let hit: Part | undefined;
      for (const part of parts) if (inRoundedRect(px, py, part)) hit = part; // later parts are drawn on top
      const k = (sy * SUB + sx) * 3;
      if (!hit) {
        const t = py / 600;
        const [dx, dy] = [px - 300, py - 504];
        const shade = (dx * dx) / (170 * 170) + (dy * dy) / (16 * 16) <= 1 ? 0.88 : 1; // the pack's shadow
        for (let ch = 0; ch < 3; ch++) rgb[k + ch] = (c.bg0[ch] + (c.bg1[ch] - c.bg0[ch]) * t) * shade;
      } else {
        const colour = hit[5] === 'label' ? LABEL : hit[5] === 'cap' ? c.cap : c.body;
        for (let ch = 0; ch < 3; ch++) rgb[k + ch] = colour[ch];
      }
      onPack[sy * SUB + sx] = hit ? 1 : 0;
    }
  }
  return { rgb, onPack };
}

/** A highlight band along x - 0.35 y = glint (canvas units), over the pack only. */
const glintAt = (px: number, py: number, glint: number) => Math.max(0, 1 - Math.abs(px - 0.35 * py - glint) / GLINT_HALF_WIDTH);

/** Renders the 2 x 2 pixel block at (i, j) into the YUV planes. */
function renderBlock(f: YuvFrame, scene: ReturnType<typeof still>, glint: number | null, i: number, j: number): void {
  const clamp = (n: number) => Math.max(1, Math.min(254, Math.round(n)));
  let cb = 0;
  let cr = 0;
  for (let q = 0; q < 4; q++) {
    const pi = i + (q & 1);
    const pj = j + (q >> 1);
    let r = 0, g = 0, b = 0; // prettier-ignore
    for (let s = 0; s < 4; s++) {
      const sx = pi * 2 + (s & 1);
      const sy = pj * 2 + (s >> 1);
      const k = sy * SUB + sx;
      let sr = scene.rgb[k * 3], sg = scene.rgb[k * 3 + 1], sb = scene.rgb[k * 3 + 2]; // prettier-ignore
      if (glint !== null && scene.onPack[k]) {
        const w = 0.55 * glintAt((sx + 0.5) / (2 * SCALE), (sy + 0.5) / (2 * SCALE), glint);
        sr += (255 - sr) * w;
        sg += (255 - sg) * w;
        sb += (255 - sb) * w;
      }
      r += sr / 4;
      g += sg / 4;
      b += sb / 4;
    }
    f.y[pj * SIZE + pi] = clamp(16 + 0.257 * r + 0.504 * g + 0.098 * b);
    cb += (128 - 0.148 * r - 0.291 * g + 0.439 * b) / 4;
    cr += (128 + 0.439 * r - 0.368 * g - 0.071 * b) / 4;
  }
  f.u[(j / 2) * (SIZE / 2) + i / 2] = clamp(cb);
  f.v[(j / 2) * (SIZE / 2) + i / 2] = clamp(cr);
}

function baseFrame(scene: ReturnType<typeof still>, durationMs: number): YuvFrame {
  const f = { y: new Uint8Array(SIZE * SIZE), u: new Uint8Array((SIZE * SIZE) / 4), v: new Uint8Array((SIZE * SIZE) / 4), durationMs };
  for (let j = 0; j < SIZE; j += 2) for (let i = 0; i < SIZE; i += 2) renderBlock(f, scene, null, i, j);
  return f;
}

/** The base frame with the glint drawn: only blocks near the band are rendered again. */
function glintFrame(base: YuvFrame, scene: ReturnType<typeof still>, glint: number, durationMs: number): YuvFrame {
  const f = { y: base.y.slice(), u: base.u.slice(), v: base.v.slice(), durationMs };
  const reach = GLINT_HALF_WIDTH + 3 / SCALE;
  for (let j = 0; j < SIZE; j += 2) {
    for (let i = 0; i < SIZE; i += 2) {
      if (Math.abs((i + 1) / SCALE - 0.35 * ((j + 1) / SCALE) - glint) < reach) renderBlock(f, scene, glint, i, j);
    }
  }
  return f;
}

/** The pictures of a product's clip, in order: the still, the glint sweeping across, the still held. */
export function productVideoFrames(p: SeedProduct): YuvFrame[] {
  const pal = palette(p.homeCategory);
  const body = pal.products[p.productNo % pal.products.length];
  const cap = pal.products[(p.productNo + 2) % pal.products.length];
  const colours = { bg0: rgb(pal.bg[0]), bg1: rgb(pal.bg[1]), body: rgb(body), cap: rgb(cap === body ? pal.accent : cap) };
  const scene = still(PARTS[p.seed.shape], colours);
  const base = baseFrame(scene, FRAME_MS);
  const frames = [base];
  for (let k = 0; k < SWEEP_FRAMES; k++) frames.push(glintFrame(base, scene, -20 + (k * 380) / (SWEEP_FRAMES - 1), FRAME_MS));
  frames.push({ ...base, durationMs: HOLD_MS });
  return frames;
}

/** A 3.1-second MP4 for a product with a video (VideoFileName): deterministic bytes. */
export function productVideo(p: SeedProduct): Uint8Array {
  return encodeMp4(productVideoFrames(p), VIDEO_SIZE, VIDEO_SIZE);
}
