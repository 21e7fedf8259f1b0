// @vitest-environment happy-dom
// Work spread over idle time (widgets/ui/back-to-top/idle-steps.ts): every step runs, in order, a few per idle period,
// and nothing more once stopped; with or without requestIdleCallback.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runWhenIdle } from '../../widgets/ui/back-to-top/idle-steps.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function* counted(log: number[], n: number, costMs = 0) {
  for (let i = 0; i < n; i++) {
    const until = performance.now() + costMs;
    while (performance.now() < until); // a step's own work
    log.push(i);
    yield;
  }
}

describe('runWhenIdle', () => {
  it('runs every step in order, in idle periods of the browser, never all in one when they are long', async () => {
    const periods: number[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: (d: { timeRemaining(): number }) => void) =>
      setTimeout(() => {
        periods.push(log.length);
        cb({ timeRemaining: () => 10 });
      }, 0),
    );
    const log: number[] = [];
    runWhenIdle(counted(log, 6, 4));
    expect(log).toEqual([]);
    await vi.waitFor(() => expect(log).toEqual([0, 1, 2, 3, 4, 5]));
    expect(periods.length).toBeGreaterThan(1);
  });

  it('falls back to short timer slices without requestIdleCallback', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const log: number[] = [];
    runWhenIdle(counted(log, 20));
    await vi.waitFor(() => expect(log).toHaveLength(20));
  });

  it('stops between steps', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const log: number[] = [];
    const stop = runWhenIdle(counted(log, 1000, 1));
    await vi.waitFor(() => expect(log.length).toBeGreaterThan(0));
    stop();
    const done = log.length;
    expect(done).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log).toHaveLength(done);
  });
});
