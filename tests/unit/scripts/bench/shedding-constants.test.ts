import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHEDDING_CONSTANTS, SHEDDING_FILE, withConstant } from '../../../../scripts/bench/shedding-constants.js';

const source = readFileSync(new URL(`../../../../${SHEDDING_FILE}`, import.meta.url), 'utf8');
const changedLines = (a: string, b: string) => {
  const left = a.split('\n');
  return b.split('\n').filter((line, i) => line !== left[i]);
};

describe('the shedding constants bench:shedding moves', () => {
  it.each(SHEDDING_CONSTANTS)('$name is $value in the host, and one step each way changes only its line', ({ name, value, stricter, looser }) => {
    expect(withConstant(source, name, value)).toBe(source);
    for (const step of [stricter, looser])
      expect(changedLines(source, withConstant(source, name, step))).toEqual([
        expect.stringMatching(new RegExp(`const ${name} = ${step.replace('.', '\\.')};$`)),
      ]);
  });

  it('refuses a constant that is not there, or whose value the list does not know', () => {
    expect(() => withConstant(source, 'NO_SUCH_CONSTANT', '1')).toThrow('NO_SUCH_CONSTANT is not declared as a number');
    const moved = source.replace(/const OVERDUE_TURN_MS = \d+;/, 'const OVERDUE_TURN_MS = 99;');
    expect(() => withConstant(moved, 'OVERDUE_TURN_MS', '20')).toThrow('OVERDUE_TURN_MS is 99 in host/http/load-shedding.ts but 20 in SHEDDING_CONSTANTS');
  });
});
