// Waits for a page to be at rest without a fixed pause: no request in flight, the pictures in view decoded, and
// every finite animation or transition (shadow roots included) finished. Playwright's 'networkidle' waits a
// fixed 500 ms of silence instead, which adds up over every route of the route walks.
import type { Page, Request } from 'playwright-core';

const inFlight = new WeakMap<Page, Set<Request>>();

/** Counts the page's requests from now on; openPage calls it for every page it opens. */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/** Until no request of the page is in flight, two frames apart (a response can start the next request). */
export async function networkQuiet(page: Page, timeout: number): Promise<void> {
  const open = inFlight.get(page);
  if (!open) return page.waitForLoadState('networkidle', { timeout });
  // Requests that never finish by design (an event stream, a video's range request) do not count.
  const pending = () => [...open].filter((r) => !['eventsource', 'media', 'websocket'].includes(r.resourceType()));
  const deadline = Date.now() + timeout;
  for (;;) {
    if (pending().length === 0) {
      await nextFrames(page, 2);
      if (pending().length === 0) return;
    }
    if (Date.now() > deadline)
      throw new Error(
        `requests still in flight after ${timeout} ms: ${pending()
          .map((r) => r.url())
          .join(', ')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Longer than any picture or animation takes on a busy machine: past it, the page names what it still waits for. */
const AT_REST_CAP = 30_000;

/** Resolves after `count` animation frames of the page. */
export function nextFrames(page: Page, count = 2): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left <= 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

/**
 * Until every finite animation and transition on the page, in shadow roots too, has finished. Two frames first, so
 * a transition that the last event starts (a focus, a scroll) has begun.
 */
export async function animationsDone(page: Page): Promise<void> {
  await nextFrames(page, 2);
  await page.evaluate(async (cap) => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    const name = (a: Animation) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      return `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? a.id} on ${target?.localName ?? '?'} (${a.playState})`;
    };
    let timer = 0;
    const late = new Promise<never>((_, reject) => {
      timer = window.setTimeout(
        () =>
          reject(
            new Error(
              `animations not finished after ${cap} ms: ${finite
                .filter((a) => a.playState !== 'finished')
                .map(name)
                .join(', ')}`,
            ),
          ),
        cap,
      );
    });
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), late]).finally(() => clearTimeout(timer));
  }, AT_REST_CAP);
}

/** Until the page is at rest: network quiet, pictures in view decoded, animations finished. */
export async function pageAtRest(page: Page, timeout: number): Promise<void> {
  await networkQuiet(page, timeout);
  await page.evaluate(async (cap) => {
    const images: HTMLImageElement[] = [];
    const collect = (root: Document | ShadowRoot) => {
      images.push(...root.querySelectorAll('img'));
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) collect(el.shadowRoot);
    };
    collect(document);
    // In view as the browser's lazy loader sees it: a picture clipped by a scroll box (the /demo previews) is not,
    // and a lazy one there never loads, so its decode() would never settle.
    const inView = await new Promise<HTMLImageElement[]>((resolve) => {
      if (images.length === 0) return resolve([]);
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect();
        resolve(entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLImageElement));
      });
      for (const img of images) observer.observe(img);
    });
    const pending = new Set(inView);
    let timer = 0;
    const late = new Promise<never>((_, reject) => {
      timer = window.setTimeout(
        () => reject(new Error(`pictures not decoded after ${cap} ms: ${[...pending].map((img) => img.currentSrc || img.src).join(', ')}`)),
        cap,
      );
    });
    const decoded = Promise.all(
      inView.map((img) =>
        img
          .decode()
          .catch(() => undefined)
          .finally(() => pending.delete(img)),
      ),
    );
    await Promise.race([decoded, late]).finally(() => clearTimeout(timer));
  }, AT_REST_CAP);
  await animationsDone(page);
}
