import { defineConfig } from 'vitest/config';

// One project per test kind (tests mirror the source): pure units and API tests in Node,
// widget tests in happy-dom, end-to-end tests in Debian's Chromium against a real host.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/helpers/raster-cache-setup.ts', 'tests/helpers/seeded-database-setup.ts'],
        },
      },
      { test: { name: 'widgets', include: ['tests/widgets/**/*.test.{ts,tsx}'], environment: 'happy-dom' } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['tests/helpers/raster-cache-setup.ts', 'tests/helpers/seeded-database-setup.ts'],
        },
      },
    ],
  },
});
