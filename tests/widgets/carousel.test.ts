// @vitest-environment happy-dom
// <trini-carousel> (docs/screens.md#home, docs/screens.md#carousels, docs/domain.md#constants): loops endlessly over its children in both directions with a
// 0.5 s transition and an instant jump back; autoplay steps on its interval and pauses on hover/focus.
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, mount, shadow } from './mount.js';

await import('../../widgets/index.js');

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  await flush();
});

const slides = (n: number) => Array.from({ length: n }, (_, i) => `<a href="/s/${i}">Slide ${i}</a>`).join('');
const track = (el: Element) => shadow(el).querySelector<HTMLElement>('.track')!;
const items = (el: Element) => [...el.children] as HTMLElement[];
/** Children in the order they show (CSS order), and which of them are visible (not inert). */
const shown = (el: Element) =>
  items(el)
    .sort((a, b) => Number(a.style.order) - Number(b.style.order))
    .map((a) => (a.inert ? '-' : '') + a.textContent!.replace('Slide ', ''));
const arrow = (el: Element, which: 'prev' | 'next') => shadow(el).querySelector<HTMLButtonElement>(`.arrow.${which}`)!;

async function press(el: Element, which: 'prev' | 'next') {
  await act(async () => arrow(el, which).click());
}
async function advance(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
}

describe('<trini-carousel>', () => {
  it('lays out the slotted children, labelled, with `visible` of them in view', async () => {
    const el = await mount(`<trini-carousel visible="2" label="Shop by Category">${slides(4)}</trini-carousel>`);
    const region = shadow(el).querySelector('.carousel')!;
    expect(region.getAttribute('aria-label')).toBe('Shop by Category');
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect((region as HTMLElement).style.getPropertyValue('--v')).toBe('2');
    expect(shadow(el).querySelector('slot')).not.toBeNull();
    expect(shown(el)).toEqual(['0', '1', '-2', '-3']);
    expect(arrow(el, 'prev').getAttribute('aria-label')).toBe('Previous');
    expect(shadow(el).querySelector('.play-toggle')).toBeNull(); // no autoplay
  });

  it('next animates for 0.5 s, then jumps back without animation, looping past the end', async () => {
    const el = await mount(`<trini-carousel visible="2">${slides(3)}</trini-carousel>`);
    vi.useFakeTimers();
    await press(el, 'next');
    expect(track(el).classList.contains('animating')).toBe(true);
    expect(track(el).style.getPropertyValue('--offset')).toBe('1');
    await press(el, 'next'); // ignored while moving
    await advance(499);
    expect(shown(el)).toEqual(['0', '1', '2']); // the incoming slide is visible during the move
    await advance(1);
    expect(track(el).classList.contains('animating')).toBe(false);
    expect(track(el).style.getPropertyValue('--offset')).toBe('0');
    expect(shown(el)).toEqual(['1', '2', '-0']);

    await press(el, 'next');
    await advance(500);
    expect(shown(el)).toEqual(['2', '0', '-1']); // past the end: slide 0 follows slide 2
    await press(el, 'next');
    await advance(500);
    expect(shown(el)).toEqual(['0', '1', '-2']);
    expect(shadow(el).querySelector('[aria-live]')!.textContent).toBe('Items 1 to 2 of 3');
  });

  it('prev loops past the start: the last slide comes in from the left', async () => {
    const el = await mount(`<trini-carousel>${slides(3)}</trini-carousel>`);
    vi.useFakeTimers();
    await press(el, 'prev');
    // Instant shift one step left with the last slide moved to the front, then the animated move to 0.
    expect(shown(el)).toEqual(['2', '0', '1']);
    expect(track(el).classList.contains('animating')).toBe(true);
    expect(track(el).style.getPropertyValue('--offset')).toBe('0');
    await advance(500);
    expect(track(el).classList.contains('animating')).toBe(false);
    expect(shown(el)).toEqual(['2', '-0', '-1']);
    expect(shadow(el).querySelector('[aria-live]')!.textContent).toBe('Slide 3 of 3');
    await press(el, 'prev');
    await advance(500);
    await press(el, 'prev');
    await advance(500);
    expect(shown(el)).toEqual(['0', '-1', '-2']);
  });

  it('has no arrows when every child fits', async () => {
    const el = await mount(`<trini-carousel visible="5">${slides(3)}</trini-carousel>`);
    expect(shadow(el).querySelector('.arrow')).toBeNull();
    expect(shown(el)).toEqual(['0', '1', '2']);
    el.setAttribute('visible', '2'); // attribute change: now it can move
    await flush();
    expect(shown(el)).toEqual(['0', '1', '-2']);
    expect(arrow(el, 'next')).not.toBeNull();
  });

  it('uses visible-narrow when the carousel is narrow (arrows move under the slides)', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) =>
      q.includes('max-width') ? ({ ...real.call(window, q), matches: true } as MediaQueryList) : real.call(window, q),
    );
    const el = await mount(`<trini-carousel visible="4" visible-narrow="2">${slides(5)}</trini-carousel>`);
    const region = shadow(el).querySelector<HTMLElement>('.carousel')!;
    expect(region.style.getPropertyValue('--v')).toBe('2');
    expect(region.classList.contains('narrow')).toBe(true);
    expect(shown(el)).toEqual(['0', '1', '-2', '-3', '-4']);
  });

  it('autoplay steps every autoplay-ms, pauses on hover and focus and with the pause button', async () => {
    vi.useFakeTimers();
    const el = await mount(`<trini-carousel autoplay-ms="5000">${slides(5)}</trini-carousel>`);
    const first = () => shown(el)[0];
    await advance(4999);
    expect(first()).toBe('0');
    await advance(1 + 500);
    expect(first()).toBe('1');
    await advance(4500);
    expect(first()).toBe('1');
    await advance(500);
    expect(first()).toBe('2');

    el.dispatchEvent(new Event('pointerenter'));
    await advance(20_000);
    expect(first()).toBe('2');
    el.dispatchEvent(new Event('pointerleave'));
    await advance(5500);
    expect(first()).toBe('3');

    el.dispatchEvent(new FocusEvent('focusin'));
    await advance(20_000);
    expect(first()).toBe('3');
    el.dispatchEvent(new FocusEvent('focusout', { relatedTarget: null }));
    await advance(5500);
    expect(first()).toBe('4');

    const toggle = shadow(el).querySelector<HTMLButtonElement>('.play-toggle')!;
    expect(toggle.getAttribute('aria-label')).toBe('Pause slideshow');
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-label')).toBe('Play slideshow');
    await advance(20_000);
    expect(first()).toBe('4');
    await act(async () => toggle.click());
    await advance(5500);
    expect(first()).toBe('0'); // looped past the end
    expect(shadow(el).querySelector('[aria-live]')!.textContent).toBe(''); // autoplay is not read out
  });

  it('does not autoplay when the visitor prefers reduced motion; arrows move instantly', async () => {
    const real = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((q: string) =>
      q.includes('reduced-motion')
        ? ({ ...real.call(window, q), matches: true, addEventListener() {}, removeEventListener() {} } as MediaQueryList)
        : real.call(window, q),
    );
    vi.useFakeTimers();
    const el = await mount(`<trini-carousel autoplay-ms="5000">${slides(3)}</trini-carousel>`);
    await advance(20_000);
    expect(shown(el)[0]).toBe('0');
    expect(shadow(el).querySelector('.play-toggle')).toBeNull();
    await press(el, 'next');
    expect(track(el).classList.contains('animating')).toBe(false);
    expect(shown(el)).toEqual(['1', '-2', '-0']);
  });

  it('follows children added later and gives the slides back when removed', async () => {
    const el = await mount(`<trini-carousel>${slides(2)}</trini-carousel>`);
    const extra = document.createElement('a');
    extra.textContent = 'Slide 2';
    await act(async () => el.append(extra));
    await flush();
    expect(shown(el)).toEqual(['0', '-1', '-2']);
    const kids = items(el);
    el.remove();
    await flush();
    expect(kids.every((k) => k.style.order === '' && !k.inert)).toBe(true);
  });
});
