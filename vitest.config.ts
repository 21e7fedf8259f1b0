import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// One project per test kind (tests mirror the source): pure units and API tests in Node,
// widget tests in happy-dom, end-to-end tests in Debian's Chromium against a real host.
// Two files at a time even on two cores: most of a test file's time is spent waiting (a database thread, a
// child process, a browser), so a second file fills it. All projects share one queue (one groupOrder), longest
// kinds first (ProjectOrder): the browser tests, the API tests, then the short unit and widget files, which fill
// the end of the run while the last long file finishes; no worker waits idle for the other at a project's end.
// The browser tests run in one Chromium for the run, each file with its own host and data folder (a fresh context
// per test); within a file, tests marked concurrent share it three at a time. Outside the widget tests (custom elements
// live in each file's document) a worker keeps its module cache from file to file (isolate: false), so the host's
// code is loaded once per worker: test files keep no state in shared modules (docs/development.md#tests).
/** Vitest's order (within a project: failed first, then longest first) with the projects in PROJECT_ORDER. */
class ProjectOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => PROJECT_ORDER.indexOf(f.project.name);
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
const PROJECT_ORDER = ['e2e', 'api', 'unit', 'widgets'];

export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: ProjectOrder },
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false, sequence: { groupOrder: 0 } } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/helpers/raster-cache-setup.ts', 'tests/helpers/seeded-database-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        // A test's own waits are bounded; this only keeps a busy machine from failing a slow but correct render.
        // Worker threads, not processes: a widget file is short, and a thread starts cheaper than a process.
        test: {
          name: 'widgets',
          include: ['tests/widgets/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          pool: 'threads',
          testTimeout: 20_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxConcurrency: 3,
          globalSetup: ['tests/helpers/raster-cache-setup.ts', 'tests/helpers/seeded-database-setup.ts', 'tests/helpers/browser-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
