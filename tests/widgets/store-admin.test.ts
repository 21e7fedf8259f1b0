// @vitest-environment happy-dom
// <trini-store-admin> (docs/screens.md#store-admin, docs/domain.md#entities, docs/domain.md#store-form-checks, docs/screens.md#messages; docs/architecture.md#decisions: kept in this browser).
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount.js';
import { $, $$, captureNavigation, click, field, resetPage, settle, submit, text, toastTexts, type } from './store-pages-fake.js';

let hrefs: string[];

beforeAll(async () => {
  await import('../../widgets/index.js');
});
beforeEach(async () => {
  await act(resetPage);
  localStorage.clear();
  sessionStorage.clear();
  hrefs = captureNavigation();
});
afterEach(() => vi.restoreAllMocks());

async function mountAdmin(attrs: string): Promise<HTMLElement> {
  const el = await mount(`<trini-store-admin ${attrs}></trini-store-admin>`);
  await settle();
  return el;
}
const stored = () => JSON.parse(localStorage.getItem('stores') ?? 'null');
const toasts = async () => (await import('../../widgets/state/toasts.js')).$toasts.get().map((t) => [t.text, t.ok]);

const FIELD_LABELS = [
  'Store Name',
  'Full Name',
  'Store Description',
  'Online store',
  'Warehouse',
  'Store Address',
  'Store Address 2',
  'Store Mobile',
  'Store Phone',
  'Email',
  'Website No',
  'Website',
  'Facebook URL',
  'Instagram URL',
  'YouTube URL',
  'Twitter URL',
  'Terms & Conditions',
  'Terms & Conditions 2',
  'Thanks Message',
];

describe('<trini-store-admin view="form">', () => {
  it('has every docs/domain.md#entities field and says the data stays in this browser', async () => {
    const el = await mountAdmin('view="form"');
    expect(text(el, 'h1')).toBe('Add New Store');
    expect(text(el, '.kept-here')).toMatch(/kept only in this browser/);
    for (const label of FIELD_LABELS) expect(field(el, label)).toBeTruthy();
    expect(field(el, 'Store Mobile').maxLength).toBe(7);
    expect(field(el, 'Store Phone').maxLength).toBe(7);
    expect([...(field(el, 'Website No') as unknown as HTMLSelectElement).options].map((o) => o.value)).toEqual(['101', '102']);
  });

  it('refuses a store without StoreMobile with the docs/domain.md#store-form-checks message (a snack bar, not alert)', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const el = await mountAdmin('view="form"');
    await type(field(el, 'Store Name'), 'Chaguanas Outlet');
    await submit($(el, 'form'));
    expect(await toasts()).toEqual([['Please fill StoreMobile field.', true]]);
    expect(text(el, '.form-error')).toBe('Please fill StoreMobile field.');
    expect(stored()).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('adds stores numbered highest + 1 (1 if none), confirms and resets the form', async () => {
    const el = await mountAdmin('view="form"');
    await type(field(el, 'Store Name'), 'Chaguanas Outlet');
    await type(field(el, 'Store Mobile'), '6661234');
    await click(field(el, 'Online store'));
    await type(field(el, 'Website No') as unknown as HTMLElement, '102');
    await submit($(el, 'form'));
    expect(await toastTexts()).toEqual(['Store added successfully!']);
    expect(stored()).toHaveLength(1);
    expect(stored()[0]).toMatchObject({
      StoreNo: 1,
      StoreName: 'Chaguanas Outlet',
      StoreMobile: '6661234',
      IsOnline: true,
      IsWarehouse: false,
      WebsiteNo: 102,
    });
    expect(field(el, 'Store Name').value).toBe('');
    expect(field(el, 'Online store').checked).toBe(false);

    localStorage.setItem('stores', JSON.stringify([...stored(), { ...stored()[0], StoreNo: 7, StoreName: 'Scarborough' }]));
    await type(field(el, 'Store Mobile'), '6390000');
    await submit($(el, 'form'));
    expect(stored().map((s: { StoreNo: number }) => s.StoreNo)).toEqual([1, 7, 8]);
  });

  it('edits a store in place, says so, and goes to the list (which repeats the message)', async () => {
    localStorage.setItem(
      'stores',
      JSON.stringify([
        { StoreNo: 1, StoreName: 'One', StoreMobile: '1111111' },
        { StoreNo: 2, StoreName: 'Two', StoreMobile: '2222222', IsOnline: true },
        { StoreNo: 3, StoreName: 'Three', StoreMobile: '3333333' },
      ]),
    );
    const el = await mountAdmin('view="form" store-no="2"');
    expect(text(el, 'h1')).toBe('Edit Store 2');
    expect(field(el, 'Store Name').value).toBe('Two');
    expect(field(el, 'Online store').checked).toBe(true);
    await type(field(el, 'Store Name'), 'Two (San Fernando)');
    await type(field(el, 'Store Mobile'), '');
    await submit($(el, 'form'));
    expect(await toastTexts()).toEqual(['Please fill StoreMobile field.']);
    await type(field(el, 'Store Mobile'), '2223333');
    await submit($(el, 'form'));
    expect(stored().map((s: { StoreNo: number; StoreName: string }) => [s.StoreNo, s.StoreName])).toEqual([
      [1, 'One'],
      [2, 'Two (San Fernando)'],
      [3, 'Three'],
    ]);
    expect(await toastTexts()).toContain('Store updated successfully!');
    expect(hrefs).toEqual(['/storelist']);

    await act(resetPage);
    await mountAdmin('view="list"');
    expect(await toastTexts()).toEqual(['Store updated successfully!']);
  });

  it('an unknown store-no says so', async () => {
    const el = await mountAdmin('view="form" store-no="9"');
    expect(text(el, '.notice p')).toBe("Store 9 is not in this browser's store list.");
  });
});

describe('<trini-store-admin view="list">', () => {
  it('shows No stores added yet. and Add New Store when empty', async () => {
    const el = await mountAdmin('view="list"');
    expect(text(el, '.empty p')).toBe('No stores added yet.');
    await click($(el, '.add-store'));
    expect(hrefs).toEqual(['/store']);
  });

  it('lists StoreNo, StoreName, StoreMobile, IsOnline with an edit button per row; follows attribute changes', async () => {
    localStorage.setItem(
      'stores',
      JSON.stringify([
        { StoreNo: 1, StoreName: 'Tunapuna', StoreMobile: '6451234', IsOnline: true },
        { StoreNo: 4, StoreName: 'Scarborough', StoreMobile: '6399876', IsOnline: false },
        { StoreName: 'no number: dropped' },
      ]),
    );
    const el = await mountAdmin('view="list"');
    expect($$(el, 'tbody tr').map((tr) => [...tr.children].slice(0, 4).map((c) => c.textContent))).toEqual([
      ['1', 'Tunapuna', '+1(868) 6451234', 'Yes'],
      ['4', 'Scarborough', '+1(868) 6399876', 'No'],
    ]);
    await click($$(el, '.edit')[1]);
    expect(hrefs).toEqual(['/store/4']);
    el.setAttribute('view', 'form');
    await settle();
    expect(text(el, 'h1')).toBe('Add New Store');
  });
});
