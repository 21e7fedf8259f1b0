import { defineConfig } from 'vitest/config';

// `npm run test:browsers`: the shopper flow in the engines besides Chromium (tests/browsers), apart from `vitest run`
// so that `npm test` does not need them. One file at a time: each engine is a browser process of its own.
export default defineConfig({
  test: {
    include: ['tests/browsers/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/helpers/raster-cache-setup.ts', 'tests/helpers/seeded-database-setup.ts'],
  },
});
