// Whether the markup the server writes is being rendered: by the host (host/pages/ssr) or, in the browser, by the
// hydration of that markup (widget.ts). Both must give the same tree, because Preact's hydration keeps the server's
// attributes as they are (it patches text only): a component whose browser value differs from the server's (this
// shopper's cart, a media query) renders the server's value first and its own right after (use-client-store.ts).
let depth = 0;

export function rendersServerMarkup(): boolean {
  return depth > 0;
}

/** Runs a render of the server's markup (synchronous: renderToString, hydrate). */
export function renderServerMarkup<T>(render: () => T): T {
  depth++;
  try {
    return render();
  } finally {
    depth--;
  }
}
