// The shopper's interactions npm run bench:interactions measures, page by page: each is one tap (Playwright's tap:
// trusted touch input, as on a phone) and a check that the page answered it as a shopper would see.
import type { Locator, Page } from 'playwright-core';

export const STEP_WAIT_MS = 15_000;

export interface Step {
  readonly interaction: string;
  /** What is tapped. */
  target(page: Page): Locator;
  /** Resolves once the page shows the answer (bounded by STEP_WAIT_MS). */
  done(page: Page): Promise<unknown>;
}

export interface Flow {
  /** The page as the table names it. */
  readonly page: string;
  readonly site: 'store' | 'partner';
  readonly path: string;
  readonly steps: readonly Step[];
}

const wait = { timeout: STEP_WAIT_MS };
const visible = (l: Locator) => l.waitFor({ state: 'visible', ...wait });
const hidden = (l: Locator) => l.waitFor({ state: 'hidden', ...wait });
/** Until the header's cart badge counts `units`. */
const badge = (page: Page, units: number) =>
  page
    .locator('trini-cart-button [part="badge"]')
    .filter({ hasText: new RegExp(`^${units}$`) })
    .waitFor(wait);
const panel = (page: Page) => page.locator('trini-cart-panel [part="panel"]');

const openPanel: Step = {
  interaction: 'open the cart panel',
  target: (page) => page.locator('trini-cart-button [part="button"]'),
  done: (page) => visible(panel(page)),
};
const closePanel: Step = {
  interaction: 'close the cart panel',
  target: (page) => page.locator('trini-cart-panel [part="close-button"]'),
  done: (page) => hidden(panel(page)),
};
/** The order form's button (the checkout and the quick order form render one per layout: the visible one). */
const invalidOrder = (form: string): Step => ({
  interaction: 'submit an invalid checkout',
  target: (page) => page.locator(`${form} button.place-order`).filter({ visible: true }).first(),
  done: (page) => page.locator(`${form} [part="field-error"]`).first().waitFor(wait),
});

/** A product with three scents to choose from, and the checkout with what was added there. */
export const STORE_FLOWS: readonly Flow[] = [
  {
    page: 'product page',
    site: 'store',
    path: '/productdetails/18',
    steps: [
      {
        interaction: 'change a variant',
        target: (page) => page.locator('trini-product-detail label.option').nth(1),
        done: (page) => page.locator('trini-product-detail label.option').nth(1).locator('input:checked').waitFor(wait),
      },
      {
        interaction: 'change a quantity',
        target: (page) => page.locator('trini-product-detail').getByRole('button', { name: 'Increase quantity' }),
        done: (page) => page.locator('trini-product-detail button[aria-label="Decrease quantity"]:not([disabled])').waitFor(wait),
      },
      {
        interaction: 'add to cart',
        target: (page) => page.locator('trini-product-detail').getByRole('button', { name: 'Add to cart', exact: true }),
        done: (page) => badge(page, 2), // the quantity chosen above
      },
      openPanel,
      closePanel,
    ],
  },
  { page: 'checkout', site: 'store', path: '/checkout', steps: [invalidOrder('trini-checkout')] },
];

/** The partner demo page: its buy button, the cart panel there and the quick order form. */
export const PARTNER_FLOWS: readonly Flow[] = [
  {
    page: 'partner page',
    site: 'partner',
    path: '/',
    steps: [
      {
        interaction: 'add to cart',
        target: (page) => page.locator('trini-product-card [part="add-button"]'),
        done: (page) => badge(page, 1),
      },
      openPanel,
      {
        interaction: 'change a quantity',
        target: (page) => page.locator('trini-cart-panel [part="plus"]').first(),
        done: (page) => page.locator('trini-cart-panel [part="quantity"]').filter({ hasText: /^2$/ }).waitFor(wait),
      },
      closePanel,
      invalidOrder('trini-quick-order'),
    ],
  },
];
