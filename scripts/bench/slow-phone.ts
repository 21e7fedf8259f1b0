// A mid-range phone on a slow mobile network, as Lighthouse's mobile preset describes it (mobileSlow4G: 150 ms round
// trip, 1.6 Mbps down, 750 Kbps up, the CPU 4x slower), applied to one Chromium page through the DevTools protocol.
// For npm run bench:interactions and for the browser tests of taps made before a widget's code has arrived.
import type { CDPSession, Page } from 'playwright-core';

export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

export const CPU_SLOWDOWN = 4;

/** Slows `page`'s network to SLOW_4G and, with `cpu`, its main thread by that factor. Answers the session. */
export async function slowPhone(page: Page, options: { cpu?: number } = {}): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  if (options.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu });
  return cdp;
}
