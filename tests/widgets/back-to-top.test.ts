// @vitest-environment happy-dom
// <trini-back-to-top> (docs/screens.md#page-shell, docs/domain.md#constants): shown after more than 100 px of scrolling; scrolls smoothly to the top.
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

  it('steps aside while a form field (also in a shadow root) has focus, and tells the page', async () => {
    const el = await mount('<trini-back-to-top></trini-back-to-top>');
    const button = shadow(el).querySelector('button')!;
    await scrollTo(400);
    expect(button.classList.contains('shown')).toBe(true);
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<input id="mobile"><button id="go">Go</button>';
    await act(async () => root.getElementById('mobile')!.focus());
    expect(button.classList.contains('shown')).toBe(false);
    expect(document.documentElement.hasAttribute('data-trini-typing')).toBe(true);
    await act(async () => root.getElementById('go')!.focus()); // a button is not typing
    expect(button.classList.contains('shown')).toBe(true);
    expect(document.documentElement.hasAttribute('data-trini-typing')).toBe(false);
  });

  it('checks what lies under its own button only while it can show, once the page is at rest', async () => {
    const el = await mount('<trini-back-to-top></trini-back-to-top>');
    const button = shadow(el).querySelector('button')!;
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(900, 600, 44, 44));
    const hitTests = vi.fn((): Element[] => []);
    Object.defineProperty(document, 'elementsFromPoint', { value: hitTests, configurable: true });
    try {
      await act(async () => window.dispatchEvent(new Event('resize')));
      await act(() => new Promise((r) => setTimeout(r, 400)));
      expect(hitTests).not.toHaveBeenCalled(); // at the top of the page the button cannot show
      await scrollTo(400);
      await act(() => new Promise((r) => setTimeout(r, 400)));
      expect(hitTests).toHaveBeenCalled();
      expect(button.classList.contains('shown')).toBe(true); // nothing under it
    } finally {
      delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
    }
  });

  it('finishes a check of the page’s floating buttons that takes longer than the periodic look', async () => {
    const chat = document.createElement('a');
    chat.setAttribute('data-trini-floating', '');
    chat.href = '#chat';
    document.body.append(chat);
    vi.spyOn(chat, 'getBoundingClientRect').mockReturnValue(new DOMRect(900, 600, 44, 44));
    const control = document.createElement('button');
    document.body.append(control);
    // Each hit test takes 40 ms (a busy phone), the grid's last point finds a control: a whole check takes about 1.5 s.
    const hitTests = vi.fn((x: number, y: number): Element[] => {
      const until = performance.now() + 40;
      while (performance.now() < until) {
        // busy, as a slow phone's hit test
      }
      return x > 943 && y > 643 ? [control] : [];
    });
    Object.defineProperty(document, 'elementsFromPoint', { value: hitTests, configurable: true });
    try {
      await mount('<trini-back-to-top></trini-back-to-top>');
      const started = performance.now();
      while (!chat.hasAttribute('data-trini-covering') && performance.now() - started < 4_000) await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(chat.hasAttribute('data-trini-covering')).toBe(true);
    } finally {
      delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
    }
  });
});
