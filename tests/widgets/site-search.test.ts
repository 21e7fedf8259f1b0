// @vitest-environment happy-dom
// <trini-site-search> (docs/screens.md#page-shell): Enter or the icon goes to /search/{typed text}; empty text gives /search/.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, mount, shadow } from './mount.js';

await import('../../widgets/index.js');
const { currentSearchTerm } = await import('../../widgets/ui/site-search/SiteSearch.js');

const spyOnAssign = () => vi.spyOn(location, 'assign').mockImplementation(() => {});
let assign: ReturnType<typeof spyOnAssign>;
beforeEach(() => {
  assign = spyOnAssign();
});
afterEach(async () => {
  document.body.innerHTML = '';
  await flush();
  vi.restoreAllMocks();
});

function setValue(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('<trini-site-search>', () => {
  it("has the 'Search here...' input and a labelled icon button", async () => {
    const el = await mount('<trini-site-search></trini-site-search>');
    const input = shadow(el).querySelector('input')!;
    expect(input.placeholder).toBe('Search here...');
    expect(input.getAttribute('aria-label')).toBe('Search products');
    expect(shadow(el).querySelector('button')!.getAttribute('aria-label')).toBe('Search');
  });

  it('a click goes to /search/{typed text}, encoded', async () => {
    const el = await mount('<trini-site-search></trini-site-search>');
    await act(async () => setValue(shadow(el).querySelector('input')!, 'coconut oil & shea'));
    await act(async () => shadow(el).querySelector('button')!.click());
    expect(assign).toHaveBeenCalledWith('/search/coconut%20oil%20%26%20shea');
  });

  it('Enter (form submit) with empty text goes to /search/', async () => {
    const el = await mount('<trini-site-search></trini-site-search>');
    await act(async () => {
      shadow(el)
        .querySelector('form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(assign).toHaveBeenCalledWith('/search/');
  });

  it('the compact icon (narrow widget) opens the same search in a dialog', async () => {
    const el = await mount('<trini-site-search></trini-site-search>');
    const toggle = shadow(el).querySelector<HTMLButtonElement>('.search-toggle')!;
    const dialog = shadow(el).querySelector('dialog')!;
    expect(toggle.getAttribute('aria-label')).toBe('Search products');
    expect(dialog.open).toBe(false);
    await act(async () => toggle.click());
    expect(dialog.open).toBe(true);
    await act(async () => setValue(dialog.querySelector('input')!, 'sea moss'));
    expect(shadow(el).querySelector<HTMLInputElement>('.site-search.inline input')!.value).toBe('sea moss');
    await act(async () => dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(assign).toHaveBeenCalledWith('/search/sea%20moss');
    await act(async () => dialog.click()); // the overlay closes it
    expect(dialog.open).toBe(false);
  });

  it('reads the current term from /search/{term}', () => {
    expect(currentSearchTerm('/search/Health%20and%20Fitness')).toBe('Health and Fitness');
    expect(currentSearchTerm('/shop/search/aloe')).toBe('aloe');
    expect(currentSearchTerm('/search/')).toBe('');
    expect(currentSearchTerm('/productdetails/12')).toBe('');
    expect(currentSearchTerm('/search/%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('shows the current search term on a search page', async () => {
    history.replaceState(null, '', '/search/Aloe%20Vera');
    try {
      const el = await mount('<trini-site-search></trini-site-search>');
      expect(shadow(el).querySelector('input')!.value).toBe('Aloe Vera');
    } finally {
      history.replaceState(null, '', '/');
    }
  });
});
