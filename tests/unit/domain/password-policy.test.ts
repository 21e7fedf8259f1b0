// The customer password rule (docs/domain.md#passwords): 6 to 200 characters, taken as typed.
import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT, PASSWORD_MAX, PASSWORD_MIN, passwordLengthMessage } from '../../../widgets/domain/password-policy.js';

describe('password length', () => {
  it('is 6 to 200 characters, and the form says so', () => {
    expect([PASSWORD_MIN, PASSWORD_MAX]).toEqual([6, 200]);
    expect(PASSWORD_HINT).toBe('At least 6 characters.');
  });

  it.each([
    ['', 'Password must be at least 6 characters.'],
    ['mauby', 'Password must be at least 6 characters.'],
    ['sorrel', null],
    ['      ', null],
    ['p'.repeat(200), null],
    ['p'.repeat(201), 'Password must be at most 200 characters.'],
  ])('%j: %s', (password, message) => {
    expect(passwordLengthMessage(password)).toBe(message);
  });
});
