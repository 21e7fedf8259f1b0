// Styles that arrive with a chunk loaded after its widget (a dialog opened on demand): adopted into the widget's shadow
// root beside the widget's own sheet, once per root. Constructed sheets, as the widget's own are, so a partner page's
// Content-Security-Policy (style-src) need not allow anything; a <style> only where they do not exist.
import { useLayoutEffect } from 'react';
import { useHost } from '../../runtime/events.js';

const sheets = new Map<string, CSSStyleSheet>();

export function adoptCss(root: ShadowRoot, css: string): void {
  try {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    if (Array.from(root.querySelectorAll('style')).some((s) => s.textContent === css)) return;
    const style = document.createElement('style');
    style.textContent = css;
    root.append(style);
  }
}

/** Adopts `css` into the shadow root of the widget this component renders in, before the first paint. */
export function useShadowCss(css: string): void {
  const host = useHost();
  useLayoutEffect(() => {
    if (host?.shadowRoot) adoptCss(host.shadowRoot, css);
  }, [host, css]);
}
