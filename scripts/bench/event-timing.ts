// What Interaction to Next Paint measures, read in the page: the Event Timing entries (PerformanceObserver type
// 'event', durationThreshold 16, buffered) grouped by interactionId, the longest entry of each interaction being
// its duration. Entries of interactions under 16 ms are never reported: such an interaction counts as 16 ms, an upper
// bound, once performance.interactionCount shows that it happened.
import type { Page } from 'playwright-core';

export interface EventEntry {
  readonly name: string;
  readonly interactionId: number;
  readonly startTime: number;
  readonly duration: number;
  readonly processingStart: number;
  readonly processingEnd: number;
}

/** One interaction: its duration and where the time of its longest event went. */
export interface Interaction {
  readonly ms: number;
  /** The longest event, e.g. 'pointerdown' or 'click'; '' when none was reported. */
  readonly event: string;
  /** From the input to its handlers (the main thread was busy). */
  readonly inputDelay: number;
  /** The handlers. */
  readonly processing: number;
  /** From the handlers to the next frame on screen (style, layout, paint). */
  readonly presentation: number;
}

/** The shortest duration Event Timing reports; an interaction seen but not reported took less. */
export const DURATION_THRESHOLD = 16;

/** interactionId -> its longest entry (entries of no interaction, id 0, are left out). */
export function longestPerInteraction(entries: readonly EventEntry[]): Map<number, EventEntry> {
  const longest = new Map<number, EventEntry>();
  for (const e of entries) {
    const known = longest.get(e.interactionId);
    if (e.interactionId > 0 && (!known || e.duration > known.duration)) longest.set(e.interactionId, e);
  }
  return longest;
}

export function interactionOf(e: EventEntry): Interaction {
  return {
    ms: e.duration,
    event: e.name,
    inputDelay: Math.round(e.processingStart - e.startTime),
    processing: Math.round(e.processingEnd - e.processingStart),
    presentation: Math.max(0, Math.round(e.startTime + e.duration - e.processingEnd)),
  };
}

// The code that runs in the page is a string: tsx keeps function names with a helper the page does not have.

/** Installed before the page's own scripts: keeps every reported entry in __eventTiming. */
const OBSERVE = `{
  const seen = (window.__eventTiming = []);
  const keep = (entries) => {
    for (const e of entries)
      seen.push({ name: e.name, interactionId: e.interactionId || 0, startTime: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd });
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: ${DURATION_THRESHOLD}, buffered: true });
  window.__eventTimingFlush = () => keep(observer.takeRecords());
}`;

/** The entries so far (after two frames, so the last interaction's have been queued) and the interaction count. */
const READ = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => {
  window.__eventTimingFlush();
  resolve({ entries: [...window.__eventTiming], interactions: performance.interactionCount || 0 });
}))))`;

export async function watchEventTiming(page: Page): Promise<void> {
  await page.addInitScript({ content: OBSERVE });
}

interface PageTiming {
  entries: EventEntry[];
  interactions: number;
}

const read = (page: Page) => page.evaluate(READ) as Promise<PageTiming>;

/** A mark before an interaction: what has been seen so far. */
export async function timingMark(page: Page): Promise<PageTiming> {
  return read(page);
}

/**
 * The one interaction made since `before`: the longest entry of the new interactionIds (should the action have made
 * more than one), or DURATION_THRESHOLD when the page counted the interaction but reported no entry a few frames
 * later. Waits at most `timeoutMs` for the entries to arrive.
 */
export async function interactionSince(page: Page, before: PageTiming, timeoutMs = 5_000): Promise<Interaction> {
  const old = new Set(longestPerInteraction(before.entries).keys());
  const until = Date.now() + timeoutMs;
  for (let attempt = 0; attempt < 50 && Date.now() < until; attempt++) {
    const now = await read(page);
    const fresh = [...longestPerInteraction(now.entries)].filter(([id]) => !old.has(id)).map(([, e]) => e);
    if (fresh.length) return interactionOf(fresh.reduce((a, b) => (b.duration > a.duration ? b : a)));
    // Counted, and still nothing reported a few frames later: it took less than the threshold.
    if (now.interactions > before.interactions && attempt >= 2) return { ms: DURATION_THRESHOLD, event: '', inputDelay: 0, processing: 0, presentation: 0 };
  }
  throw new Error('no interaction was seen: the action did not reach the page');
}
