import { describe, expect, it } from 'vitest';
import { editDistance, misspeltSettings } from '../../host/setting-spelling.js';

const SETTINGS = ['PORT', 'HOST', 'WIPAY_ENVIRONMENT', 'WIPAY_API_KEY', 'DATABASE_URL', 'HOLD_STOCK_MINUTES'];

describe('settings that are almost ours', () => {
  it.each([
    ['WIPAY_ENVIROMENT', 'WIPAY_ENVIRONMENT'],
    ['WIPY_ENVIRONMENT', 'WIPAY_ENVIRONMENT'],
    ['WIPAY_APIKEY', 'WIPAY_API_KEY'],
    ['DATABSE_URL', 'DATABASE_URL'],
    ['wipay_environment', 'WIPAY_ENVIRONMENT'],
  ])('%s means %s', (name, meant) => expect(misspeltSettings([name], SETTINGS)).toEqual([{ name, meant }]));

  it.each(['PATH', 'HOME', 'PORTS', 'HOSTNAME', 'WIPAY_ENVIRONMENT', 'WIPAY_SECRET_THING', 'NODE_PATH', 'HTTP_PROXY'])('%s is left alone', (name) =>
    expect(misspeltSettings([name], SETTINGS)).toEqual([]),
  );

  it.each([
    ['abc', 'abc', 0],
    ['abc', 'abd', 1],
    ['abc', 'ab', 1],
    ['kitten', 'sitting', 3],
    ['a', 'abcdef', 3],
  ])('edits from %s to %s: %i (at most 2 counted)', (a, b, n) => expect(editDistance(a, b, 2)).toBe(Math.min(n, 3)));
});
