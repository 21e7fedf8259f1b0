import type { Page } from 'playwright-core';

/** Holds the answer to the first request for `url` until `release()`; `asked` resolves once it is held. */
export async function holdChunk(page: Page, url: RegExp) {
  let release!: () => void;
  let held!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const asked = new Promise<void>((resolve) => (held = resolve));
  await page.route(url, async (route) => {
    held();
    await released;
    await route.continue();
  });
  return { asked, release };
}
