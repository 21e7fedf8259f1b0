import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { YuvFrame } from '../../host/db/seed/media/h264.js';
import { productVideoFrames, VIDEO_SIZE } from '../../host/db/seed/media/video.js';
import { SEED_PRODUCTS } from '../../host/db/seed/products/index.js';
import { openPage, withShop, type RunningHost } from '../helpers/e2e.js';

// The seed's product videos come from a hand-written H.264 encoder (host/db/seed/media/h264.ts). This plays
// them in Chromium from the host's /media/: the metadata (size, duration), pictures decoded at three moments
// compared with the frames the encoder was given (the still, a P picture mid-glint, the held still), and
// playback from start to end with frames presented.

const BLOCK = 8; // pictures are compared as the mean luma of each 8 x 8 block
const BLOCKS = VIDEO_SIZE / BLOCK;

/** Mean luma (0-255, full range) of each block of a source frame (video range 16-235). */
function expectedBlocks(f: YuvFrame): number[] {
  const out = new Array<number>(BLOCKS * BLOCKS).fill(0);
  for (let y = 0; y < VIDEO_SIZE; y++) {
    for (let x = 0; x < VIDEO_SIZE; x++) out[Math.floor(y / BLOCK) * BLOCKS + Math.floor(x / BLOCK)] += ((f.y[y * VIDEO_SIZE + x] - 16) * 255) / 219;
  }
  return out.map((sum) => sum / (BLOCK * BLOCK));
}

/** When each frame starts, in seconds. */
const frameStarts = (frames: YuvFrame[]) => frames.map((_, i) => frames.slice(0, i).reduce((t, f) => t + f.durationMs / 1000, 0));

interface Played {
  canPlay: string;
  width: number;
  height: number;
  duration: number;
  /** Mean luma per block of each target frame's picture. */
  pictures: number[][];
  presented: number;
  decoded: number;
  ended: boolean;
}

/** Loads the video in a <video> on a store page, seeks into each frame and draws its picture, then plays it through. */
async function play(browser: Browser, host: RunningHost, path: string, targets: { time: number; frameStart: number }[]): Promise<Played> {
  const { context, page, errors } = await openPage(browser);
  try {
    await page.goto(`${host.url}/`);
    const played = await page.evaluate(
      async ({ src, targets, block }) => {
        const video = document.createElement('video');
        video.muted = true;
        video.playsInline = true;
        const within = <T>(what: string, ms: number, work: (done: (value: T) => void) => void) =>
          new Promise<T>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
            video.onerror = () => reject(new Error(`${what}: media error ${video.error?.code} ${video.error?.message}`));
            work((value) => {
              clearTimeout(timer);
              resolve(value);
            });
          });
        await within('loadeddata', 15_000, (done) => {
          video.addEventListener('loadeddata', () => done(undefined), { once: true });
          video.src = src;
          document.body.append(video);
        });
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [video.videoWidth, video.videoHeight];
        const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
        const pictures: number[][] = [];
        for (const { time, frameStart } of targets) {
          // Drawn in the frame callback of the picture whose media time is the frame's own start: a drawing taken at
          // 'seeked' could still show the frame before it on a busy machine.
          await within(`seek to ${time}`, 10_000, (done) => {
            const onFrame = (_now: number, meta: { mediaTime: number }) => {
              if (Math.abs(meta.mediaTime - frameStart) > 0.002) {
                video.requestVideoFrameCallback(onFrame);
                return;
              }
              ctx.drawImage(video, 0, 0);
              done(undefined);
            };
            video.requestVideoFrameCallback(onFrame);
            video.currentTime = time;
          });
          const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height);
          const perRow = width / block;
          const sums = new Array<number>(perRow * (height / block)).fill(0);
          for (let i = 0; i < width * height; i++) {
            const luma = 0.299 * data[i * 4] + 0.587 * data[i * 4 + 1] + 0.114 * data[i * 4 + 2];
            sums[Math.floor(Math.floor(i / width) / block) * perRow + Math.floor((i % width) / block)] += luma;
          }
          pictures.push(sums.map((s) => s / (block * block)));
        }
        video.currentTime = 0;
        let presented = 0;
        const count = () => {
          presented++;
          video.requestVideoFrameCallback(count);
        };
        video.requestVideoFrameCallback(count);
        const ended = await within<boolean>('playing to the end', 15_000, (done) => {
          video.addEventListener('ended', () => done(true), { once: true });
          void video.play();
        });
        return {
          canPlay: video.canPlayType('video/mp4; codecs="avc1.42C01E"'),
          width: video.videoWidth,
          height: video.videoHeight,
          duration: video.duration,
          pictures,
          presented,
          decoded: video.getVideoPlaybackQuality().totalVideoFrames,
          ended,
        };
      },
      { src: `${host.url}/media/${path}`, targets, block: BLOCK },
    );
    expect(errors).toEqual([]);
    return played;
  } finally {
    await context.close();
  }
}

describe('seed videos in Chromium', () => {
  let host: RunningHost;
  let browser: Browser;
  withShop((h, b) => {
    host = h;
    browser = b;
  });

  const withVideo = SEED_PRODUCTS.filter((p) => p.videoFileName);

  it('there are seed videos to play', () => {
    expect(withVideo.length).toBeGreaterThan(0);
  });

  it.each(withVideo.map((p) => [p.productNo, p] as const))('product %i: plays, and the decoded pictures are the encoded ones', async (_no, product) => {
    const frames = productVideoFrames(product);
    const starts = frameStarts(frames);
    // The still, the P picture whose glint changes the most blocks, and the held still at the end.
    const still = expectedBlocks(frames[0]);
    const movedBy = (f: YuvFrame) => expectedBlocks(f).map((e, b) => Math.abs(e - still[b]) > 8);
    const glint = frames.reduce((best, f, i) => (movedBy(f).filter(Boolean).length > movedBy(frames[best]).filter(Boolean).length ? i : best), 1);
    const chosen = [0, glint, frames.length - 1];
    const played = await play(
      browser,
      host,
      product.videoFileName,
      chosen.map((i) => ({ time: starts[i] + 0.05, frameStart: starts[i] })),
    );

    expect(played.canPlay).not.toBe('');
    expect([played.width, played.height]).toEqual([VIDEO_SIZE, VIDEO_SIZE]);
    const total = frames.reduce((t, f) => t + f.durationMs, 0) / 1000;
    expect(played.duration).toBeCloseTo(total, 2);

    chosen.forEach((frame, k) => {
      const expected = expectedBlocks(frames[frame]);
      const worst = Math.max(...expected.map((e, b) => Math.abs(e - played.pictures[k][b])));
      // Lossless I_PCM samples: only the browser's YUV -> RGB rounding remains (under 1 measured).
      expect(worst, `frame ${frame}: largest block luma difference`).toBeLessThan(3);
    });
    // The glint frame differs from the still where the encoder says, so P pictures really decode.
    const glintMoved = movedBy(frames[glint]);
    const seenMoved = played.pictures[1].map((p, b) => Math.abs(p - played.pictures[0][b]) > 4);
    expect(glintMoved.some(Boolean)).toBe(true);
    glintMoved.forEach((moved, b) => moved && expect(seenMoved[b], `block ${b}`).toBe(true));

    expect(played.ended).toBe(true);
    // 21 or 22 of the 22 frames were presented in headless Chromium; a loaded machine may drop a few.
    expect(played.presented).toBeGreaterThanOrEqual(frames.length / 2);
    expect(played.decoded).toBeGreaterThan(0);
  });
});
