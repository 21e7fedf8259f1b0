// @vitest-environment happy-dom
// How a widget mounts (widgets/runtime/widget.ts): a server-rendered one hydrates under the server's own <style>
// rather than trading it for the shared sheets (which would restyle its tree while the page loads); one hidden at
// first renders in a transition; any other renders in the connect itself, so its shadow root never shows empty.
import { act, createElement, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineElement, makeWidget } from '../../widgets/runtime/widget.js';
import { flush } from './mount.js';

function Counter() {
  const [n, setN] = useState(0);
  return createElement('button', { type: 'button', onClick: () => setN(n + 1) }, `clicked ${n}`);
}

defineElement(makeWidget({ tag: 'test-counter', css: '.x { color: red }', component: Counter }));
defineElement(makeWidget({ tag: 'test-hidden-counter', css: '.x { color: red }', component: Counter, hiddenAtFirst: true }));

afterEach(async () => {
  document.body.innerHTML = '';
  await flush();
});

/** What the page parser builds from the server's declarative shadow root, then connects. */
async function serverRendered(): Promise<HTMLElement> {
  const el = document.createElement('test-counter');
  el.attachShadow({ mode: 'open' }).innerHTML =
    '<style data-ssr>.x { color: red }</style><div class="trini-root" part="root" data-ssr><button type="button">clicked 0</button></div>';
  await act(async () => {
    document.body.append(el);
  });
  await flush();
  return el;
}

describe('a server-rendered widget', () => {
  it("hydrates under the server's <style>, kept as the widget's own, and adopts no sheet", async () => {
    const el = await serverRendered();
    const root = el.shadowRoot!;
    const styles = Array.from(root.querySelectorAll('style'));
    expect(styles.map((s) => [s.textContent, s.hasAttribute('data-ssr'), s.hasAttribute('data-trini')])).toEqual([['.x { color: red }', false, true]]);
    expect(root.adoptedStyleSheets).toHaveLength(0);
    expect(root.querySelector('.trini-root')!.hasAttribute('data-ssr')).toBe(false);
    const button = root.querySelector('button')!;
    await act(async () => button.click());
    expect(root.querySelector('button')!.textContent).toBe('clicked 1');
  });

  it('adopts the shared sheets in place of that <style> when it mounts again', async () => {
    const el = await serverRendered();
    await act(async () => el.remove());
    await flush();
    await act(async () => document.body.append(el));
    const root = el.shadowRoot!;
    expect(root.querySelectorAll('style')).toHaveLength(0);
    expect(root.adoptedStyleSheets.length).toBeGreaterThan(0);
    expect(root.querySelector('button')!.textContent).toBe('clicked 0');
  });
});

describe('a widget rendered in the browser', () => {
  it('renders in the connect itself', () => {
    const el = document.createElement('test-counter');
    document.body.append(el);
    expect(el.shadowRoot!.querySelector('button')?.textContent).toBe('clicked 0');
  });

  it('renders in a transition, after the connect, when hidden at first', async () => {
    const el = document.createElement('test-hidden-counter');
    document.body.append(el);
    expect(el.shadowRoot!.querySelector('button')).toBeNull();
    await flush();
    expect(el.shadowRoot!.querySelector('button')?.textContent).toBe('clicked 0');
  });
});
