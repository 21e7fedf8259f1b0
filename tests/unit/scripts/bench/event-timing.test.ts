// INP's measure as npm run bench:interactions reads it (scripts/bench/event-timing.ts): Event Timing entries grouped
// by interactionId, the longest entry of each interaction, and where its time went.
import { describe, expect, it } from 'vitest';
import { interactionOf, longestPerInteraction, type EventEntry } from '../../../../scripts/bench/event-timing.js';

const entry = (
  name: string,
  interactionId: number,
  startTime: number,
  duration: number,
  processingStart = startTime,
  processingEnd = startTime,
): EventEntry => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart,
  processingEnd,
});

describe('longestPerInteraction', () => {
  it('keeps the longest entry of each interaction and leaves out entries of none', () => {
    const tap = [entry('pointerdown', 7, 100, 48), entry('pointerup', 7, 160, 24), entry('click', 7, 161, 96)];
    const key = [entry('keydown', 9, 900, 32), entry('keyup', 9, 980, 16)];
    const longest = longestPerInteraction([...tap, entry('pointermove', 0, 500, 200), ...key]);
    expect([...longest].map(([id, e]) => [id, e.name, e.duration])).toEqual([
      [7, 'click', 96],
      [9, 'keydown', 32],
    ]);
  });
});

describe('interactionOf', () => {
  it('splits the duration into input delay, handlers and the frame after them', () => {
    expect(interactionOf(entry('click', 3, 1000, 120, 1030, 1070))).toEqual({ ms: 120, event: 'click', inputDelay: 30, processing: 40, presentation: 50 });
  });
});
