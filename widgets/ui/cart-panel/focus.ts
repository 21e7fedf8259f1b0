// Focus helpers for panels opened from another widget's shadow root: document.activeElement is only
// the outermost host, so the real focused element is found by descending through shadow roots.

export function deepActiveElement(root: Document | ShadowRoot = document): HTMLElement | null {
  let active = root.activeElement as HTMLElement | null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement as HTMLElement;
  return active && active !== document.body ? active : null;
}

/** Focuses `el` if it is still on the page (the element that opened a panel may be gone). */
export function restoreFocus(el: HTMLElement | null): void {
  if (el && el.isConnected) el.focus({ preventScroll: true });
}
