// Whether the server-rendered widgets of a page, once hydrated, show what the browser's own render of the same
// element shows (checked in turn, each element swapped for a fresh copy and back). Preact's hydration reports nothing and keeps the server's attributes (it patches text only), so a
// server render that differs from the browser's (an id, a class, a label) would stay on screen unnoticed.
import type { Page } from 'playwright-core';

/** The tags whose hydrated markup differs from a fresh render of the same element, each with the first difference. */
export async function hydrationMismatches(page: Page, serverRendered: readonly string[], wait: number): Promise<string[]> {
  return page.evaluate(
    async ({ tags, wait }) => {
      /** Elements and text in tree order; form state and style compared as the browser reads them. */
      const signature = (root: ParentNode): string[] => {
        const out: string[] = [];
        let text = '';
        const flush = () => {
          if (text) out.push(JSON.stringify(text));
          text = '';
        };
        const walk = (node: Node) => {
          for (const child of Array.from(node.childNodes)) {
            if (child.nodeType === Node.TEXT_NODE) text += child.textContent ?? '';
            if (!(child instanceof Element)) continue;
            flush();
            const attributes = Array.from(child.attributes)
              .filter((a) => !['value', 'checked', 'selected', 'style'].includes(a.name))
              .map((a) => `${a.name}=${JSON.stringify(a.value)}`)
              .sort();
            if (child instanceof HTMLElement && child.style.cssText) attributes.push(`style=${child.style.cssText}`);
            if (child instanceof HTMLInputElement || child instanceof HTMLSelectElement || child instanceof HTMLTextAreaElement) {
              attributes.push(`.value=${JSON.stringify(child.value)}`);
            }
            if (child instanceof HTMLInputElement) attributes.push(`.checked=${child.checked}`);
            out.push(`<${child.localName} ${attributes.join(' ')}>`);
            walk(child);
            flush();
            out.push(`</${child.localName}>`);
          }
        };
        walk(root);
        flush();
        return out;
      };
      const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))));
      const mismatches: string[] = [];
      for (const tag of tags) {
        for (const hydrated of Array.from(document.querySelectorAll<HTMLElement & { ready?: Promise<void> }>(tag))) {
          await hydrated.ready;
          const a = signature(hydrated.shadowRoot!.querySelector('.trini-root')!);
          // The fresh one takes the hydrated one's place (same layout, and the page's only copy of a widget that
          // renders something once per page); the hydrated one goes back afterwards and renders anew.
          const fresh = document.createElement(tag) as HTMLElement & { ready?: Promise<void> };
          for (const attribute of Array.from(hydrated.attributes)) fresh.setAttribute(attribute.name, attribute.value);
          hydrated.replaceWith(fresh);
          await Promise.race([fresh.ready, new Promise((resolve) => setTimeout(resolve, wait))]);
          await settle();
          const b = signature(fresh.shadowRoot?.querySelector('.trini-root') ?? document.createElement('div'));
          fresh.replaceWith(hydrated);
          const at = a.findIndex((part, i) => part !== b[i]);
          if (at >= 0 || a.length !== b.length) {
            const i = at >= 0 ? at : Math.min(a.length, b.length);
            mismatches.push(`${tag}: hydrated ${a.slice(Math.max(0, i - 2), i + 2).join('')} / rendered ${b.slice(Math.max(0, i - 2), i + 2).join('')}`);
          }
        }
      }
      return mismatches;
    },
    { tags: serverRendered, wait },
  );
}
