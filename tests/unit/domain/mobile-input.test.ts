// The mobile field keeps digits only, and a pasted TT number keeps its last 7 digits.
import { describe, expect, it } from 'vitest';
import { mobileDigits } from '../../../widgets/domain/mobile-input.js';

describe('mobileDigits', () => {
  it.each([
    ['7771234', '7771234'],
    ['12ab', '12'],
    ['777-1234', '7771234'],
    ['777 1234', '7771234'],
    ['+1 868 777-1234', '7771234'],
    ['+1(868)777-1234', '7771234'],
    ['1-868-777-1234', '7771234'],
    ['868 777 1234', '7771234'],
    ['8687771234', '7771234'],
    ['18687771234', '7771234'],
    ['77712345', '7771234'], // typing past 7 digits stops at 7
    ['5551234567', '5551234'], // 10 digits that are not a TT number: the first 7 stay
    ['', ''],
    ['abc', ''],
  ])('%j -> %j', (input, expected) => {
    expect(mobileDigits(input)).toBe(expected);
  });
});
