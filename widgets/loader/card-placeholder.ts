// The product card's placeholder (docs/performance.md#taps-before-the-code): on a partner page the card renders in
// the browser, after its code has arrived. Until then the loader draws the card's skeleton with its Add To Cart button
// already there, so the shopper sees the card coming and may tap it: early-taps.ts keeps the tap for the card. The
// markup is the card's own loading skeleton (CardSkeleton with its stand-in button; a test keeps the two equal), and
// the rules below are the few of tokens.ts and product-card.css.ts it needs, so it has the same box to the pixel.
// A constructed sheet, as the widgets' own: a partner's Content-Security-Policy need not allow inline styles.

const CSS = `
:host{all:initial;display:block;max-width:var(--trini-card-max-width,300px);font-family:var(--trini-font,inherit)}
.card{all:initial;display:flex;flex-direction:column;box-sizing:border-box;border:1px solid var(--trini-border,#d7e0d4);border-radius:var(--trini-radius,8px);overflow:hidden;background:var(--trini-surface,#fff);font-family:inherit;font-size:var(--trini-font-size,16px);line-height:1.4}
.media{aspect-ratio:1}
.media,.line{background:var(--trini-surface-alt,#f3f7f1)}
.body{display:flex;flex-direction:column;gap:6px;padding:10px 12px 12px}
.line{border-radius:4px}
.short{width:45%}
.name-line{height:2.47em}
.stars-line{height:1.092em}
.price-line{height:1.47em}
.add{padding:.6em;border:1px solid #0000;border-radius:var(--trini-radius-small,4px);background:var(--trini-brand,#2e7d32);color:var(--trini-brand-contrast,#fff);font-size:.9em;font-weight:600;line-height:1.2;text-align:center;cursor:pointer}
[data-trini-tap]{cursor:progress;transform:scale(.97);box-shadow:inset 0 0 0 99vw #0002;background:linear-gradient(90deg,#0000 35%,#fff7,#0000 65%) 0 0/300% var(--trini-brand,#2e7d32);animation:t 1s linear infinite}
@keyframes t{from{background-position:100% 0}}
@media (prefers-reduced-motion:reduce){[data-trini-tap]{animation:none}}`;

/** CardSkeleton's markup with its stand-in button (ui/product-card/CardSkeleton.tsx). */
export const CARD_PLACEHOLDER_HTML =
  '<div class="card skeleton" aria-hidden="true" part="root" data-placeholder><div class="media"></div><div class="body"><div class="line name-line"></div><div class="line short stars-line"></div><div class="line short price-line"></div><div class="add stand-in" data-stands-for="add-button">Add To Cart</div></div></div>';

let sheet: CSSStyleSheet | undefined;

/**
 * Draws the placeholder into a new shadow root of `host`; answers the root, or null where it does not (a compact card,
 * which the page shows before the code as it did without a placeholder; a browser without constructed sheets).
 */
export function drawCardPlaceholder(host: HTMLElement): ShadowRoot | null {
  if (host.shadowRoot || host.hasAttribute('compact')) return null;
  try {
    if (!sheet) (sheet = new CSSStyleSheet()).replaceSync(CSS);
    const root = host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = CARD_PLACEHOLDER_HTML;
    return root;
  } catch {
    return null;
  }
}

/** Takes the placeholder away: the card renders its own skeleton in the same task. */
export function removeCardPlaceholder(root: ShadowRoot | null): void {
  if (!root || !sheet) return;
  root.querySelector('[data-placeholder]')?.remove();
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
}
