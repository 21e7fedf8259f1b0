// @vitest-environment happy-dom
// <trini-back-to-top> (§2.2, §9): shown after more than 100 px of scrolling; scrolls smoothly to the top.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, mount, shadow } from './mount.js';

await import('../../widgets/index.js');

async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(async () => {
  await scrollTo(0);
  document.body.innerHTML = '';
  await flush();
  vi.restoreAllMocks();
});

describe('<trini-back-to-top>', () => {
  it('appears only after scrolling more than 100 px', async () => {
    const el = await mount('<trini-back-to-top></trini-back-to-top>');
    const button = shadow(el).querySelector('button')!;
    expect(button.classList.contains('shown')).toBe(false);
    expect(button.getAttribute('aria-hidden')).toBe('true');
    expect(button.tabIndex).toBe(-1);
    await scrollTo(100);
    expect(button.classList.contains('shown')).toBe(false);
    await scrollTo(101);
    expect(button.classList.contains('shown')).toBe(true);
    expect(button.getAttribute('aria-hidden')).toBe('false');
    expect(button.tabIndex).toBe(0);
    await scrollTo(40);
    expect(button.classList.contains('shown')).toBe(false);
  });

  it('starts shown when the page is already scrolled, and scrolls smoothly to the top', async () => {
    await scrollTo(500);
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const el = await mount('<trini-back-to-top label="Top of page"></trini-back-to-top>');
    const button = shadow(el).querySelector('button')!;
    expect(button.classList.contains('shown')).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Top of page');
    await act(async () => button.click());
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
