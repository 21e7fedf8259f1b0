// Whether a floating button (back to top, the page's chat link) lies over something a shopper reads or uses: a
// control, a link, text, or the edge of a card. Sampled with elementsFromPoint through open shadow roots (the
// widgets' content lives in them), text by the boxes of its own text nodes, so a button over the empty padding of a
// card is fine, but not one across its outline (a card's corner cut off by a round button reads as broken).

const INTERACTIVE = 'a[href], button, input, select, textarea, summary, label, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
/** Sample points per side of the button's box, its edges included (half a pixel in): about 10 px apart. */
const GRID = 6;

type Box = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Every element at (x, y), the shadow roots' inner ones included, topmost first. */
export function deepElementsFromPoint(x: number, y: number, root: Document | ShadowRoot = document, seen = new Set<Element>()): Element[] {
  const out: Element[] = [];
  if (typeof root.elementsFromPoint !== 'function') return out;
  for (const el of root.elementsFromPoint(x, y)) {
    if (seen.has(el)) continue;
    seen.add(el);
    if (el.shadowRoot) out.push(...deepElementsFromPoint(x, y, el.shadowRoot, seen));
    out.push(el);
  }
  return out;
}

function hasTextIn(el: Element, box: Box): boolean {
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType !== 3 || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    // Above 1 px: a visually hidden heading (clipped to 1 px) is not text anyone sees.
    for (const rect of Array.from(range.getClientRects())) if (rect.width > 1 && rect.height > 1 && intersects(rect, box)) return true;
  }
  return false;
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** `el` is outlined on every side (a card, a panel) and `box` overlaps it without lying within the outline. */
function crossesOutline(el: Element, box: Box): boolean {
  const style = getComputedStyle(el);
  const [top, right, bottom, left] = SIDES.map((side) =>
    style.getPropertyValue(`border-${side}-style`) === 'none' ? 0 : parseFloat(style.getPropertyValue(`border-${side}-width`)),
  );
  if (!(top > 0 && right > 0 && bottom > 0 && left > 0)) return false;
  const r = el.getBoundingClientRect();
  const within = box.left >= r.left + left && box.right <= r.right - right && box.top >= r.top + top && box.bottom <= r.bottom - bottom;
  return intersects(r, box) && !within;
}

function isPartOf(el: Element, floating: Element): boolean {
  for (let n: Node | null = el; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) if (n === floating) return true;
  return false;
}

/**
 * What `floating` covers that matters, or null: the first control, text or outlined element found under it. A step per sample
 * point (each a hit test through the shadow roots), so a caller can spread the check over idle time: on a long page
 * on a phone the whole grid is a long task that a tap would wait behind.
 */
export function* coverSteps(floating: Element): Generator<void, Element | null> {
  const box = floating.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  const checked = new Set<Element>();
  for (let i = 0; i < GRID; i++) {
    for (let j = 0; j < GRID; j++) {
      const x = box.left + 0.5 + (i * (box.width - 1)) / (GRID - 1);
      const y = box.top + 0.5 + (j * (box.height - 1)) / (GRID - 1);
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      for (const el of deepElementsFromPoint(x, y)) {
        if (checked.has(el) || isPartOf(el, floating)) continue;
        checked.add(el);
        if (el.matches(INTERACTIVE) || hasTextIn(el, box) || crossesOutline(el, box)) return el;
      }
      yield;
    }
  }
  return null;
}
