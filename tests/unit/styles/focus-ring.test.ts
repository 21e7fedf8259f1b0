import { describe, expect, it } from 'vitest';
import { FOCUS_COLOR, FOCUS_COLOR_ON_DARK, FOCUS_OFFSET, FOCUS_WIDTH } from '../../../widgets/styles/focus.js';
import { tokensCss } from '../../../widgets/styles/tokens.js';

// WCAG 2.x relative luminance and contrast ratio of two #rrggbb colours.
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('the focus ring (WCAG 1.4.11: at least 3:1 against what it sits on)', () => {
  it.each([
    ['widget surface', '#ffffff'],
    ['widget alternate surface', '#f3f7f1'],
    ['widget border', '#d7e0d4'],
    ['store page background', '#f6f4ee'],
    ['info block / hover green', '#eef5ef'],
    ['the halo under floating controls', '#ffffff'],
  ])('the ring on the %s (%s)', (_where, background) => {
    expect(contrast(FOCUS_COLOR, background)).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['snack bar', '#2b2f2b'],
    ['store footer', '#1f3325'],
  ])('the light ring on the dark %s (%s)', (_where, background) => {
    expect(contrast(FOCUS_COLOR_ON_DARK, background)).toBeGreaterThanOrEqual(3);
  });

  it('the old ring (rgba(46,125,50,.4) on white, about #abcbad) was under 3:1', () => {
    expect(contrast('#abcbad', '#ffffff')).toBeLessThan(3);
  });

  it('is an outline in the shared sheet, never a box-shadow a control could override', () => {
    expect(tokensCss).toContain(`:focus-visible { outline: ${FOCUS_WIDTH} solid var(--_focus-color); outline-offset: ${FOCUS_OFFSET}; }`);
    expect(tokensCss).not.toMatch(/:focus-visible[^{]*\{[^}]*box-shadow/);
    expect(parseFloat(FOCUS_WIDTH)).toBeGreaterThanOrEqual(2);
  });
});
