// @vitest-environment happy-dom
// <trini-product-detail> reviews (docs/screens.md#product-detail, docs/domain.md#review-checks, docs/screens.md#messages; docs/architecture.md#decisions): tabs, the form's messages in order,
// saving, failures, the list and All Reviews.
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductReview } from '../../widgets/domain/types.js';
import { product, shadow } from './mount.js';
import {
  $,
  $$,
  click,
  installFakeStore,
  json,
  loadWidgetsSameOrigin,
  mountDetail,
  resetPage,
  restoreFakes,
  settle,
  toastTexts,
  type,
  type FakeStore,
} from './product-detail-fake.js';

function review(n: number): ProductReview {
  return {
    ProductReviewNo: n,
    ProductNo: 2,
    CustomerName: `Shopper ${n}`,
    ReviewTitle: `Title ${n}`,
    Comments: `Comment ${n}`,
    Rating: (n % 5) + 1,
    ReviewDate: `2025-01-0${n}`,
  };
}

const noReviews = product({ ProductNo: 1, ProductName: 'Neem Soap' });
const manyReviews = product({ ProductNo: 2, ProductName: 'Hair Oil', ProductReviewList: [1, 2, 3, 4, 5, 6, 7].map(review) });

let store: FakeStore;
beforeAll(loadWidgetsSameOrigin);
beforeEach(async () => {
  await resetPage();
  store = installFakeStore([noReviews, manyReviews]);
});
afterEach(restoreFakes);

const field = (el: Element, name: string) => $(el, `.review-form [name="${name}"]`);
const posts = () => store.calls.filter((c) => c.path === '/api/trini/saveproductreview');
async function fill(el: Element, values: { mobile?: string; name?: string; title?: string; comments?: string }) {
  for (const [name, value] of Object.entries(values)) await type(field(el, name), value!);
}
async function submit(el: Element) {
  await act(async () => void $(el, '.review-form').dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
  await settle();
}

describe('<trini-product-detail> review tabs', () => {
  it('shows Write a Review first; Product Reviews (n) shows the list; arrow keys switch', async () => {
    const el = await mountDetail(1);
    const tabs = $$(el, '[role="tab"]');
    expect(tabs.map((t) => t.textContent)).toEqual(['Write a Review', 'Product Reviews (0)']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect($(el, '#panel-write').hidden).toBe(false);
    expect($(el, '#panel-reviews').hidden).toBe(true);
    await act(async () => void tabs[0].dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    expect($(el, '#panel-reviews').hidden).toBe(false);
    expect($(el, '.no-reviews').textContent).toBe('There are no reviews yet.');
    await click($$(el, '[role="tab"]')[0]);
    expect($(el, '#panel-write').hidden).toBe(false);
  });

  it('has the Title input, the +1(868) mobile with 7 digits, limits, and a 1-5 star control defaulting to 5', async () => {
    const el = await mountDetail(1);
    const mobile = field(el, 'mobile') as HTMLInputElement;
    expect(mobile.maxLength).toBe(7);
    expect(mobile.getAttribute('inputmode')).toBe('numeric');
    expect($(el, '.phone-prefix').textContent).toBe('+1(868)');
    expect((field(el, 'name') as HTMLInputElement).maxLength).toBe(100);
    expect(field(el, 'title')).toBeTruthy();
    expect((field(el, 'comments') as HTMLTextAreaElement).maxLength).toBe(1000);
    const stars = $$(el, '.rating-input input') as HTMLInputElement[];
    expect(stars.map((s) => s.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(stars.filter((s) => s.checked).map((s) => s.value)).toEqual(['5']);
    expect($$(el, '.rating-star span.visually-hidden').map((s) => s.textContent)).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
  });
});

describe('<trini-product-detail> review validation', () => {
  it('shows each docs/domain.md#validation message in order, inline and as a toast, and posts nothing', async () => {
    const el = await mountDetail(1);
    const steps: [Record<string, string>, string][] = [
      [{ mobile: '12345' }, 'Phone Number is invalid. Please enter 7 digits.'],
      [{ mobile: '' }, 'Customer Mobile is required.'],
      [{ mobile: '7654321' }, 'Customer Name is required.'],
      [{ name: 'Asha' }, 'Title is required.'],
      [{ title: 'Lovely' }, 'Review is required.'],
      [{ comments: '   ' }, 'Review is required.'],
    ];
    const expected: string[] = [];
    for (const [values, message] of steps) {
      await fill(el, values);
      await submit(el);
      expected.push(message);
      expect($(el, '.form-error').textContent).toBe(message);
    }
    expect((await toastTexts()).slice(-3)).toEqual(expected.slice(-3)); // the snack bar keeps the latest few
    expect(posts()).toHaveLength(0);
  });
});

describe('<trini-product-detail> saving a review', () => {
  it('saves, thanks, resets the form, reloads and shows the new review; the cart is untouched', async () => {
    const cartState = await import('../../widgets/state/cart.js');
    cartState.addProduct(product({ ProductNo: 9 }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const el = await mountDetail(1);
    await fill(el, { mobile: '7654321', name: 'Asha', title: 'Smells lovely', comments: 'Gentle on my skin.' });
    await click($$(el, '.rating-input input')[3]); // 4 stars
    await submit(el);

    expect(posts().map((c) => c.body)).toEqual([
      { ProductNo: 1, CustomerMobile: '7654321', CustomerName: 'Asha', ReviewTitle: 'Smells lovely', Comments: 'Gentle on my skin.', Rating: 4 },
    ]);
    expect($(el, '.review-thanks').textContent).toBe('Thank you! Your review has been saved.');
    expect($(el, '.review-thanks').hidden).toBe(false);
    expect(store.calls.filter((c) => c.path === '/api/Product/loadproduct')).toHaveLength(2);
    expect($(el, '#panel-reviews').hidden).toBe(false);
    expect($$(el, '[role="tab"]')[1].textContent).toBe('Product Reviews (1)');
    const item = $(el, '.review');
    expect(item.querySelector('.review-author')!.textContent).toBe('Asha');
    expect(item.querySelector('.review-title')!.textContent).toBe('Smells lovely');
    expect(item.querySelector('.review-comments')!.textContent).toBe('Gentle on my skin.');
    expect(item.querySelector('.stars')!.getAttribute('aria-label')).toBe('Rated 4 out of 5');
    expect(item.querySelector('time')!.getAttribute('datetime')).toBe('2025-03-04');

    expect((field(el, 'mobile') as HTMLInputElement).value).toBe('');
    expect((field(el, 'title') as HTMLInputElement).value).toBe('');
    expect((field(el, 'comments') as HTMLTextAreaElement).value).toBe('');
    expect(($$(el, '.rating-input input') as HTMLInputElement[]).find((s) => s.checked)!.value).toBe('5');
    expect(cartState.$cart.get().ItemList).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('success not true: shows Error: + msg and re-enables the button', async () => {
    store.saveReview = () => json({ success: false, msg: 'Product not found.' }, 404);
    const el = await mountDetail(1);
    await fill(el, { mobile: '7654321', name: 'Asha', title: 'Nice', comments: 'Good.' });
    await submit(el);
    expect($(el, '.form-error').textContent).toBe('Error: Product not found.');
    expect(await toastTexts()).toEqual(['Error: Product not found.']);
    expect(($(el, '.submit-review') as HTMLButtonElement).disabled).toBe(false);
    expect($(el, '.review-thanks').hidden).toBe(true);
    expect((field(el, 'name') as HTMLInputElement).value).toBe('Asha'); // kept for another try
  });

  it('HTTP failure: logged, a short retry note, the button re-enabled', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    store.saveReview = () => json({ message: 'boom' }, 500);
    const el = await mountDetail(1);
    await fill(el, { mobile: '7654321', name: 'Asha', title: 'Nice', comments: 'Good.' });
    await submit(el);
    expect(errors).toHaveBeenCalled();
    expect($(el, '.form-error').textContent).toBe('Could not reach the store. Please try again.');
    expect(($(el, '.submit-review') as HTMLButtonElement).disabled).toBe(false);
  });

  it('disables the button while saving', async () => {
    let answer!: (r: Response) => void;
    store.saveReview = () => new Promise<Response>((resolve) => (answer = resolve));
    const el = await mountDetail(1);
    await fill(el, { mobile: '7654321', name: 'Asha', title: 'Nice', comments: 'Good.' });
    await submit(el);
    expect(($(el, '.submit-review') as HTMLButtonElement).disabled).toBe(true);
    answer(json({ success: true, msg: 'Thank you! Your review has been saved.' }));
    await settle();
    expect(($(el, '.submit-review') as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('<trini-product-detail> review list', () => {
  it('shows 5 of 7 with All Reviews, which shows all', async () => {
    const el = await mountDetail(2);
    expect($$(el, '[role="tab"]')[1].textContent).toBe('Product Reviews (7)');
    expect($$(el, '.review')).toHaveLength(5);
    expect($$(el, '.review-author').map((a) => a.textContent)).toEqual(['Shopper 1', 'Shopper 2', 'Shopper 3', 'Shopper 4', 'Shopper 5']);
    await click($(el, '.all-reviews'));
    expect($$(el, '.review')).toHaveLength(7);
    expect(shadow(el).querySelector('.all-reviews')).toBeNull();
  });

  it('shows no All Reviews button with 5 or fewer', async () => {
    store.products.set(3, product({ ProductNo: 3, ProductReviewList: [1, 2, 3, 4, 5].map(review) }));
    const el = await mountDetail(3);
    expect($$(el, '.review')).toHaveLength(5);
    expect(shadow(el).querySelector('.all-reviews')).toBeNull();
  });
});
