// What a mobile field keeps of what the shopper typed or pasted (docs/domain.md#mobile-numbers: 7 digits after the fixed +1(868)).
// The digits are taken first and only then limited, so '+1 868 777-1234' keeps its number.
import { MOBILE_LENGTH } from './constants.js';

const TT_PREFIXES = ['1868', '868'] as const;

/** Digits only, at most 7; a whole TT number (868 + 7 digits, or 1 868 + 7 digits) keeps its last 7. */
export function mobileDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  for (const prefix of TT_PREFIXES) {
    if (digits.length === prefix.length + MOBILE_LENGTH && digits.startsWith(prefix)) return digits.slice(-MOBILE_LENGTH);
  }
  return digits.slice(0, MOBILE_LENGTH);
}
