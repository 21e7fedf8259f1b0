// What the browser tests do inside a page, the same in every engine: one self-contained function run by the
// driver's script evaluation (puppeteer's evaluate, WebDriver's Execute Script), so no engine's own locators or
// shadow DOM support are relied on. A path is CSS selectors joined by ' >>> ', each step entering the shadow root
// of what the previous one found: 'trini-cart-button >>> [part="badge"]'.

export type AgentOp = 'text' | 'count' | 'click' | 'fill' | 'select' | 'attr' | 'mounted' | 'label-click' | 'label-fill' | 'errors';

/** Runs in the page: must not refer to anything outside itself. */
export function pageAgent(op: AgentOp, path: string, value?: string): unknown {
  const all = (p: string): Element[] => {
    let scopes: Array<Document | ShadowRoot> = [document];
    let found: Element[] = [];
    for (const step of p.split(' >>> ')) {
      found = scopes.flatMap((s) => Array.from(s.querySelectorAll(step)));
      scopes = found.map((el) => el.shadowRoot).filter((r): r is ShadowRoot => !!r);
    }
    return found;
  };
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const first = (p: string) => all(p).find(visible) ?? all(p)[0] ?? null;
  // A React-controlled field takes a value only through the prototype's setter and an input event.
  const setValue = (el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, v: string) => {
    const proto = Object.getPrototypeOf(el) as object;
    Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  };
  /** The control of the label whose text (without a required mark) is `value`, under the path's shadow roots. */
  const byLabel = (): HTMLElement | null => {
    const roots = all(path).map((el) => el.shadowRoot ?? el);
    for (const root of roots) {
      for (const label of Array.from(root.querySelectorAll('label'))) {
        const text = (label.textContent ?? '').replace(/\*/g, '').trim();
        if (text === value || (label.getAttribute('aria-label') ?? '') === value) return (label.control as HTMLElement | null) ?? label;
      }
    }
    return null;
  };
  switch (op) {
    case 'text':
      return first(path)?.textContent?.trim() ?? null;
    case 'count':
      return all(path).filter(visible).length;
    case 'attr':
      return first(path)?.getAttribute(value ?? '') ?? null;
    case 'click': {
      const el = first(path) as HTMLElement | null;
      el?.scrollIntoView({ block: 'center' });
      el?.click();
      return !!el;
    }
    case 'fill':
    case 'select': {
      const el = first(path) as HTMLInputElement | null;
      if (el) setValue(el, value ?? '');
      return !!el;
    }
    case 'label-click': {
      const el = byLabel();
      el?.click();
      return !!el;
    }
    case 'label-fill': {
      const [label, text] = (value ?? '').split('\u0000');
      const roots = all(path).map((el) => el.shadowRoot ?? el);
      for (const root of roots) {
        for (const l of Array.from(root.querySelectorAll('label'))) {
          if ((l.textContent ?? '').replace(/\*/g, '').trim() === label && l.control) {
            setValue(l.control as HTMLInputElement, text);
            return true;
          }
        }
      }
      return false;
    }
    case 'mounted': {
      // Every widget on the page (nested ones too) has mounted; one not yet near the viewport is brought there.
      const widgets: Element[] = [];
      const collect = (root: Document | ShadowRoot) => {
        for (const el of Array.from(root.querySelectorAll('*'))) {
          if (el.localName.startsWith('trini-') && el.localName !== 'trini-config' && el.localName !== 'trini-toasts') widgets.push(el);
          if (el.shadowRoot) collect(el.shadowRoot);
        }
      };
      collect(document);
      const waiting = widgets.filter((el) => !el.matches(':state(mounted)'));
      waiting[0]?.scrollIntoView({ block: 'center' });
      if (waiting.length === 0) window.scrollTo(0, 0);
      return waiting.map((el) => el.localName);
    }
    case 'errors': {
      // null: the probe is not in this page, so its silence would prove nothing.
      const w = window as unknown as { __probeErrors?: string[] };
      return w.__probeErrors ? w.__probeErrors.splice(0) : null;
    }
  }
}
