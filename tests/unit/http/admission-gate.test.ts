// The admission rule of the order load shedding (host/http/load-shedding.ts).
import { describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import {
  AdmissionGate,
  BUSY_IN_FLIGHT,
  FAR_BEHIND_MS,
  loopSaturation,
  type LoopLoad,
  OVERDUE_TURN_MS,
  SATURATED_BUDGET_SHARE,
  SATURATION_FLOOR,
  SATURATION_DELAY_MS,
  UNLIMITED_BUDGET_FROM,
  WindowVerdicts,
} from '../../../host/http/load-shedding.js';

/** Longer than an overdue turn plus the sampling period. */
const TICK_BUDGET_MS = OVERDUE_TURN_MS + 20;

describe('AdmissionGate', () => {
  it('admits up to the limit, refuses the next, and admits again once one leaves', () => {
    const gate = new AdmissionGate(2, 1000, () => 0);
    const [a, b, c] = [{}, {}, {}];
    expect(gate.enter(a)).toBe(true);
    expect(gate.enter(b)).toBe(true);
    expect(gate.enter(c)).toBe(false);
    expect(gate.inFlight).toBe(2);
    gate.leave(a);
    expect(gate.enter(c)).toBe(true);
    gate.leave(a); // leaving twice changes nothing
    expect(gate.inFlight).toBe(2);
  });

  it('refuses below the limit while the oldest request in progress has waited longer than the maximum wait', () => {
    let now = 0;
    const gate = new AdmissionGate(100, 2000, () => now);
    const old = {};
    expect(gate.enter(old)).toBe(true);
    now = 1500;
    expect(gate.enter({})).toBe(true);
    now = 2001;
    expect(gate.enter({})).toBe(false);
    gate.leave(old); // the next oldest started at 1500: waited 501 ms
    expect(gate.enter({})).toBe(true);
  });

  // Each signal of the loop's load refuses orders past the first few while it lasts, and no longer once it ends.
  const signals: { name: string; load: (on: () => boolean) => LoopLoad }[] = [
    { name: 'the process is saturated', load: (on) => ({ saturated: on, busy: on, behind: on, overdue: () => false, window: () => 0 }) },
    {
      name: 'the current turn of the loop is overdue',
      load: (on) => ({ saturated: () => false, busy: () => false, behind: () => false, overdue: on, window: () => 0 }),
    },
  ];
  it.each(signals)('refuses while $name, but always admits the first few, and admits again once it ends', ({ load }) => {
    let on = true;
    const gate = new AdmissionGate(
      100,
      1000,
      () => 0,
      load(() => on),
    );
    for (let i = 0; i < SATURATION_FLOOR; i++) expect(gate.enter({})).toBe(true);
    expect(gate.enter({})).toBe(false);
    on = false;
    expect(gate.enter({})).toBe(true);
  });

  it('holds orders in progress to BUSY_IN_FLIGHT while the loop is behind, but not while it is merely busy', () => {
    const busyGate = (behind: () => boolean) =>
      new AdmissionGate(100, 1000, () => 0, { saturated: () => false, busy: () => true, behind, overdue: () => false, window: () => 0 });
    let behind = false;
    const gate = busyGate(() => behind);
    for (let i = 0; i < BUSY_IN_FLIGHT + 4; i++) expect(gate.enter({})).toBe(true); // near capacity, on time
    behind = true;
    expect(gate.enter({})).toBe(false);
    const fresh = busyGate(() => true);
    for (let i = 0; i < BUSY_IN_FLIGHT; i++) expect(fresh.enter({})).toBe(true);
    expect(fresh.enter({})).toBe(false);
  });

  it('shrinks the per-window budget while saturated, even when each order finishes at once, and grows it back step by step', () => {
    // The embedded database stores an order within one turn of the event loop: at most one is ever in progress.
    let saturated = false;
    let busy = false;
    let windowNo = 0;
    const gate = new AdmissionGate(100, 1000, () => 0, {
      saturated: () => saturated,
      busy: () => busy || saturated,
      behind: () => saturated,
      overdue: () => false,
      window: () => windowNo,
    });
    const admittedIn = (tries: number) => {
      let admitted = 0;
      for (let i = 0; i < tries; i++) {
        const token = {};
        if (gate.enter(token)) admitted++;
        gate.leave(token);
      }
      return admitted;
    };
    busy = true; // one client back to back keeps the loop busy without a queue: nothing refused
    for (windowNo = 0; windowNo < 3; windowNo++) expect(admittedIn(40)).toBe(40);
    busy = false;
    saturated = true; // the window just ended (the loop left windowNo at 3) saturated the loop
    windowNo = 3;
    expect(SATURATED_BUDGET_SHARE).toBe(0.75);
    expect(admittedIn(200)).toBe(30); // 3/4 of the 40 it admitted
    windowNo = 4;
    expect(admittedIn(200)).toBe(22); // 3/4 of 30, rounded down
    for (windowNo = 5; windowNo < 20; windowNo++) admittedIn(200);
    expect(admittedIn(200)).toBe(SATURATION_FLOOR); // never below the floor
    saturated = false;
    busy = true; // busy, but nobody waiting: the budget holds
    windowNo = 21;
    expect(admittedIn(200)).toBe(SATURATION_FLOOR);
    busy = false; // room to spare: doubled plus the floor, not all at once
    windowNo = 22;
    expect(admittedIn(200)).toBe(2 * SATURATION_FLOOR + SATURATION_FLOOR);
    windowNo = 23;
    expect(admittedIn(200)).toBe(2 * 12 + SATURATION_FLOOR);
    windowNo = 40; // a long calm: no budget any more
    expect(admittedIn(UNLIMITED_BUDGET_FROM + 1)).toBe(UNLIMITED_BUDGET_FROM + 1);
  });
});

describe('loopSaturation', () => {
  it('calls the current turn overdue once it has kept the timers waiting, and not after the loop turns again', async () => {
    const load = loopSaturation(0.9);
    try {
      await new Promise((resolve) => setTimeout(resolve, 15));
      expect(load.overdue()).toBe(false);
      const until = performance.now() + TICK_BUDGET_MS;
      while (performance.now() < until); // one long turn, as a flood's first requests make it
      expect(load.overdue()).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 15));
      expect(load.overdue()).toBe(false);
    } finally {
      load.stop();
    }
  });
});

describe('WindowVerdicts', () => {
  // [utilisation, the most a tick ran late in ms] per window, and the verdicts after it.
  const windows: [number, number, { busy: boolean; behind: boolean; saturated: boolean }][] = [
    [0.5, 40, { busy: false, behind: false, saturated: false }], // late but not busy: nothing queues
    [0.95, 5, { busy: true, behind: false, saturated: false }], // busy, on time: one client back to back
    [0.95, 40, { busy: true, behind: true, saturated: false }], // behind once, not far: a collection, a batch of answers
    [0.95, 40, { busy: true, behind: true, saturated: true }], // behind twice in a row: saturated
    [0.95, 40, { busy: true, behind: true, saturated: true }],
    [0.95, 5, { busy: true, behind: false, saturated: false }],
    [0.95, 40, { busy: true, behind: true, saturated: false }], // behind again, but the window before was not
    [0.95, 5, { busy: true, behind: false, saturated: false }],
    [0.95, 41, { busy: true, behind: true, saturated: true }], // far behind: a flood's first window
  ];
  it('calls a window saturated when it and the one before were busy and behind (over 15 ms late), or it was far behind', () => {
    expect(SATURATION_DELAY_MS).toBe(15);
    expect(FAR_BEHIND_MS).toBe(40);
    const verdicts = new WindowVerdicts(0.9);
    for (const [utilisation, lateMs, expected] of windows) {
      verdicts.end(utilisation, lateMs);
      expect({ busy: verdicts.busy, behind: verdicts.behind, saturated: verdicts.saturated }).toEqual(expected);
    }
  });
});
