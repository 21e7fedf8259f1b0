// The admission rule of the order load shedding (host/http/load-shedding.ts).
import { describe, expect, it } from 'vitest';
import { AdmissionGate, SATURATION_FLOOR } from '../../../host/http/load-shedding.js';

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

  it('refuses while the process is saturated, but always admits the first few', () => {
    let saturated = true;
    const gate = new AdmissionGate(100, 1000, () => 0, () => saturated);
    for (let i = 0; i < SATURATION_FLOOR; i++) expect(gate.enter({})).toBe(true);
    expect(gate.enter({})).toBe(false);
    saturated = false;
    expect(gate.enter({})).toBe(true);
  });
});
