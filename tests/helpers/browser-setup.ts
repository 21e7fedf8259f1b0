// Vitest global setup of the e2e project: one Chromium for the whole run. Each test file connects to it and works
// in fresh browser contexts (tests/helpers/e2e.ts launchBrowser), instead of starting a browser of its own.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's Chromium server, for chromium.connect. */
    browserEndpoint: string;
  }
}

export default async function startBrowser(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
