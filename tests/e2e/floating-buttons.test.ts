// The floating buttons (the chat link, back to top) never lie over a control, a link, text or across the edge of a
// card at rest, on phones of 375 to 430 px, on every route and on the states a route reaches (a tracking result, the
// declined-card page): at the top of each page, halfway down and at its end. Checked by box intersection (elements of
// the light DOM and of open shadow roots, the boxes of text, and the outlines of bordered boxes), not by eye.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, type RunningHost, withShop } from '../helpers/e2e.js';
import type { Browser } from 'playwright-core';
import { allWidgetsMounted, declinedCardPayment, expectNoErrors, followSignInRedirect, visit, WAIT } from '../helpers/e2e-shop.js';
import { STORE_ROUTES } from '../helpers/store-routes.js';

// The cart filled first, so /checkout shows its form.
const ROUTES = ['/cart/19', ...STORE_ROUTES, '/productdetails/40'];
const WIDTHS = [375, 430];
/** Pages whose end the floating buttons must be seen at (the footer's room is theirs). */
const SHOWN_AT_END = ['/', '/category/1', '/aboutus'];

const shownButtons = (page: Page) =>
  page.evaluate(() =>
    [document.querySelector('.chat-link'), document.querySelector('trini-back-to-top')?.shadowRoot?.querySelector('button')]
      .filter((el): el is Element => !!el && getComputedStyle(el).visibility === 'visible' && Number(getComputedStyle(el).opacity) > 0.5)
      .map((el) => el.className),
  );

let host: RunningHost;
let browser: Browser;
withShop((h, b) => ((host = h), (browser = b)));

/** What each visible floating button lies over: controls, links, text and the edges of bordered boxes (cards), described. */
function covered(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const INTERACTIVE = 'a[href], button, input, select, textarea, summary, label, [tabindex]:not([tabindex="-1"])';
    const all = (root: Document | ShadowRoot): Element[] =>
      [...root.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el, ...all(el.shadowRoot)] : [el]));
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return style.visibility === 'visible' && Number(style.opacity) > 0.5 && r.width > 1 && r.height > 1;
    };
    const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const floating = [document.querySelector('.chat-link'), document.querySelector('trini-back-to-top')?.shadowRoot?.querySelector('button')].filter(
      (el): el is Element => !!el && visible(el),
    );
    const inside = (el: Element, f: Element) => {
      for (let n: Node | null = el; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) if (n === f) return true;
      return false;
    };
    const textBoxes = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === 3 && n.textContent!.trim())
        .flatMap((n) => {
          const range = document.createRange();
          range.selectNodeContents(n);
          return [...range.getClientRects()].filter((r) => r.width > 1 && r.height > 1);
        });
    // A box outlined on every side (a card): a button may sit within it, not across its edge.
    const crossesOutline = (el: Element, box: DOMRect) => {
      const style = getComputedStyle(el);
      const widths = (['top', 'right', 'bottom', 'left'] as const).map((side) =>
        style.getPropertyValue(`border-${side}-style`) === 'none' ? 0 : parseFloat(style.getPropertyValue(`border-${side}-width`)),
      );
      if (!widths.every((w) => w > 0)) return false;
      const r = el.getBoundingClientRect();
      const within = box.left >= r.left + widths[3] && box.right <= r.right - widths[1] && box.top >= r.top + widths[0] && box.bottom <= r.bottom - widths[2];
      return overlap(r, box) && !within;
    };
    const out: string[] = [];
    for (const f of floating) {
      const box = f.getBoundingClientRect();
      for (const el of all(document)) {
        if (inside(el, f) || f.contains(el) || !visible(el)) continue;
        const what = el.matches(INTERACTIVE) ? [el.getBoundingClientRect()] : textBoxes(el);
        const name = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
        if (what.some((r) => overlap(r, box))) out.push(`${name} under ${f.className}`);
        else if (crossesOutline(el, box)) out.push(`the edge of ${name} under ${f.className}`);
      }
    }
    return out;
  });
}

/** The top, the middle and the end of the page: what the floating buttons cover at each, once at rest. */
async function expectNothingCovered(page: Page, where: string): Promise<void> {
  for (const at of ['top', 'middle', 'end'] as const) {
    await page.evaluate((spot) => {
      const end = document.documentElement.scrollHeight - innerHeight;
      scrollTo(0, spot === 'top' ? 0 : spot === 'middle' ? Math.round(end / 2) : end);
    }, at);
    await expect.poll(() => covered(page), { timeout: WAIT, message: `${where} at the ${at}` }).toEqual([]);
  }
}

describe('floating buttons at rest', () => {
  for (const width of WIDTHS) {
    it(`cover no control, text or card edge on any route at ${width} px`, async () => {
      const { page, errors, context } = await openPage(browser, { width, height: 760 });
      for (const path of ROUTES) {
        const before = errors.length;
        await visit(page, `${host.url}${path}`);
        await followSignInRedirect(page, path);
        await allWidgetsMounted(page);
        // The 404 page's own answer is the one failed load the browser reports.
        if (path === '/no-such-page') errors.splice(before, errors.filter((e, i) => i >= before && / 404 /.test(e)).length);
        await expectNothingCovered(page, `${path}, ${width} px`);
        if (SHOWN_AT_END.includes(path)) {
          // They stand aside where they would cover something, not everywhere: the footer leaves them room.
          await expect.poll(() => shownButtons(page), { timeout: WAIT, message: `${path} at the end` }).toEqual(['chat-link', 'back-to-top shown']);
        }
      }
      expectNoErrors(errors, `floating buttons at ${width} px`);
      await context.close();
    });

    it(`cover no control, text or card edge on a tracking result and the declined-card page at ${width} px`, async () => {
      const { page, errors, context } = await openPage(browser, { width, height: 667 });
      const mobile = `71${width}01`;
      const placed = await host.app.inject({
        method: 'POST',
        url: '/api/shop/SaveOrder',
        payload: {
          PMNo: 3,
          IsPickup: 1,
          ODeliverCountryNo: 1,
          CustomerMobile: mobile,
          CustomerName: 'Kezia Joseph',
          OrderProductList: [{ ProductNo: 20, Quantity: 1 }],
        },
      });
      expect(placed.statusCode).toBe(200);
      await visit(page, `${host.url}/ordertrack?OrderNo=${placed.json().OrderNo}`);
      const account = page.locator('trini-account-page');
      await account.getByRole('textbox', { name: 'Mobile', exact: true }).fill(mobile, { timeout: WAIT });
      await account.getByRole('button', { name: 'Track Order' }).click({ timeout: WAIT });
      await account.locator('[part="track-result"]').waitFor({ timeout: WAIT });
      await page.locator('body').click({ position: { x: 2, y: 2 } }); // no field focused: the buttons return
      await expectNothingCovered(page, `the tracking result, ${width} px`);

      await declinedCardPayment(page, host, `72${width}01`);
      await expectNothingCovered(page, `the declined-card page, ${width} px`);
      expectNoErrors(errors, `floating buttons on the tracking result and the declined-card page at ${width} px`);
      await context.close();
    });
  }
});
