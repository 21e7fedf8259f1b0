// The floating buttons (the chat link, back to top) never lie over a control, a link or text at rest, on phones of
// 375 to 430 px, on every route: at the top of each page, halfway down and at its end. Checked by box
// intersection (elements of the light DOM and of open shadow roots, and the boxes of text), not by eye.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, type RunningHost, withShop } from '../helpers/e2e.js';
import type { Browser } from 'playwright-core';
import { allWidgetsMounted, expectNoErrors, followSignInRedirect, visit, WAIT } from '../helpers/e2e-shop.js';
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

/** What each visible floating button lies over: controls, links and text, described. */
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
    const out: string[] = [];
    for (const f of floating) {
      const box = f.getBoundingClientRect();
      for (const el of all(document)) {
        if (inside(el, f) || f.contains(el) || !visible(el)) continue;
        const what = el.matches(INTERACTIVE) ? [el.getBoundingClientRect()] : textBoxes(el);
        if (what.some((r) => overlap(r, box))) out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" under ${f.className}`);
      }
    }
    return out;
  });
}

describe('floating buttons at rest', () => {
  for (const width of WIDTHS) {
    it(`cover no control or text on any route at ${width} px`, async () => {
      const { page, errors, context } = await openPage(browser, { width, height: 760 });
      for (const path of ROUTES) {
        const before = errors.length;
        await visit(page, `${host.url}${path}`);
        await followSignInRedirect(page, path);
        await allWidgetsMounted(page);
        // The 404 page's own answer is the one failed load the browser reports.
        if (path === '/no-such-page') errors.splice(before, errors.filter((e, i) => i >= before && / 404 /.test(e)).length);
        for (const at of ['top', 'middle', 'end'] as const) {
          await page.evaluate((where) => {
            const end = document.documentElement.scrollHeight - innerHeight;
            scrollTo(0, where === 'top' ? 0 : where === 'middle' ? Math.round(end / 2) : end);
          }, at);
          await expect.poll(() => covered(page), { timeout: WAIT, message: `${path} at the ${at}, ${width} px` }).toEqual([]);
        }
        if (SHOWN_AT_END.includes(path)) {
          // They stand aside where they would cover something, not everywhere: the footer leaves them room.
          await expect.poll(() => shownButtons(page), { timeout: WAIT, message: `${path} at the end` }).toEqual(['chat-link', 'back-to-top shown']);
        }
      }
      expectNoErrors(errors, `floating buttons at ${width} px`);
      await context.close();
    });
  }
});
