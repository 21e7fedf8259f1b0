// whenReady(element): the one safe way to wait for a widget from code that may run before the loader
// (docs/frameworks.md#waiting-for-a-widget). An element's `ready` exists only once the loader has defined its tag;
// an app that mounts first and reads `el.ready.then` throws. Its own entry (dist/widgets/when-ready.js), importing
// nothing, so that a partner app can bundle it without the loader and the loader stays as small as it is.

/**
 * Resolves with `element` once its tag is defined and the widget is mounted (its code loaded, its first
 * render started); rejects if its code fails to load. Safe to call before the loader has run.
 */
export async function whenReady<E extends Element>(element: E): Promise<E> {
  await customElements.whenDefined(element.localName);
  // Upgraded by the definition when in a document; one held outside a document is upgraded here.
  customElements.upgrade(element);
  await (element as Element & { ready?: Promise<void> }).ready;
  return element;
}
