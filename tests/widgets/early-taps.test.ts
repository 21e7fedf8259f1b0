// @vitest-environment happy-dom
// Taps before a widget's code (widgets/loader/early-taps.ts): kept with a busy look, replayed once the widget
// runs, in order, once each, on the element tapped; nothing on an element that is gone; a placeholder's tap lands on
// the part it stands for once that part has rendered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyTaps, STAND_IN_WAIT_MS } from '../../widgets/loader/early-taps.js';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A shadow root holding `html`, as a server-rendered widget's. */
function widget(html: string): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = html;
  return root;
}

/** Records the clicks that reach the elements matching `selector`, as the widget's handlers would. */
function handlers(root: ShadowRoot, selector: string): string[] {
  const heard: string[] = [];
  for (const el of root.querySelectorAll<HTMLElement>(selector)) el.addEventListener('click', () => heard.push(el.id));
  return heard;
}

const busy = (el: Element) => ({ mark: el.hasAttribute('data-trini-tap'), ariaBusy: el.getAttribute('aria-busy') });

describe('keepEarlyTaps', () => {
  it('keeps a tap with a busy look and replays it once on the same element when the widget runs', async () => {
    const root = widget('<button id="add" type="button">Add to cart</button>');
    const add = root.getElementById('add')!;
    const taps = keepEarlyTaps(root);
    const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    add.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(busy(add)).toEqual({ mark: true, ariaBusy: 'true' });

    const heard = handlers(root, 'button'); // the code has arrived: the element now has its handler
    taps.release();
    await vi.waitFor(() => expect(heard).toEqual(['add']));
    expect(busy(add)).toEqual({ mark: false, ariaBusy: null });
    // Once: later clicks are the widget's own.
    add.click();
    expect(heard).toEqual(['add', 'add']);
  });

  it('replays several taps in the order they came, each after the last one has been handled', async () => {
    const root = widget('<button id="plus">+</button><button id="minus">−</button><button id="add">Add</button>');
    const taps = keepEarlyTaps(root);
    for (const id of ['plus', 'plus', 'minus', 'add']) (root.getElementById(id) as HTMLElement).click();
    const heard = handlers(root, 'button');
    // Each replayed tap is handled in a task of its own, so a renderer has committed the one before.
    const tasks: number[] = [];
    let task = 0;
    const ticker = setInterval(() => task++, 0);
    for (const el of root.querySelectorAll('button')) el.addEventListener('click', () => tasks.push(task));
    taps.release();
    await vi.waitFor(() => expect(heard).toEqual(['plus', 'plus', 'minus', 'add']));
    clearInterval(ticker);
    expect(new Set(tasks).size).toBe(4);
  });

  it('replays nothing on an element that is gone, and the others still in order', async () => {
    const root = widget('<button id="a">A</button><button id="b">B</button>');
    const taps = keepEarlyTaps(root);
    (root.getElementById('a') as HTMLElement).click();
    (root.getElementById('b') as HTMLElement).click();
    const heard = handlers(root, 'button');
    const gone = root.getElementById('a')!;
    gone.remove();
    taps.release();
    await vi.waitFor(() => expect(heard).toEqual(['b']));
    expect(busy(gone).mark).toBe(false);
  });

  it('keeps nothing on links, disabled buttons or text, and nothing once the widget runs', async () => {
    const root = widget('<a id="link" href="#x">Product</a><button id="off" disabled>Off</button><p id="text">Text</p><button id="on">On</button>');
    const taps = keepEarlyTaps(root);
    for (const id of ['link', 'off', 'text']) (root.getElementById(id) as HTMLElement).click();
    taps.release();
    const heard = handlers(root, 'button');
    const on = root.getElementById('on')!;
    const event = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    on.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(busy(on).mark).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['on']);
  });

  it('keeps a radio unchanged until the replay chooses it through the widget', async () => {
    const root = widget('<input type="radio" name="o" id="rose"><input type="radio" name="o" id="musk" checked>');
    const rose = root.getElementById('rose') as HTMLInputElement;
    const taps = keepEarlyTaps(root);
    rose.click();
    expect(rose.checked).toBe(false);
    const changes: string[] = [];
    rose.addEventListener('change', () => changes.push('rose'));
    taps.release();
    await vi.waitFor(() => expect(changes).toEqual(['rose']));
    expect(rose.checked).toBe(true);
  });

  it('forgets the taps and their busy look when the widget will not run', async () => {
    const root = widget('<button id="add">Add</button>');
    const add = root.getElementById('add')!;
    const taps = keepEarlyTaps(root);
    add.click();
    taps.drop();
    expect(busy(add)).toEqual({ mark: false, ariaBusy: null });
    const heard = handlers(root, 'button');
    add.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['add']);
  });
});

describe("a placeholder's control", () => {
  const placeholder = '<div class="skeleton"><div id="stand-in" data-stands-for="add-button">Add To Cart</div></div>';

  it('lands on the part it stands for once the widget has rendered it, through the widget’s own skeleton', async () => {
    const root = widget(placeholder);
    const taps = keepEarlyTaps(root);
    root.getElementById('stand-in')!.click();
    expect(busy(root.getElementById('stand-in')!).mark).toBe(true);

    // The code runs and renders its own loading skeleton: the tap waits there, still shown as busy.
    root.innerHTML = placeholder.replace('stand-in', 'skeleton-stand-in');
    taps.release();
    await vi.waitFor(() => expect(busy(root.getElementById('skeleton-stand-in')!)).toEqual({ mark: true, ariaBusy: 'true' }));
    // A second tap on the skeleton waits too, behind the first.
    root.getElementById('skeleton-stand-in')!.click();

    root.innerHTML = '<article><button id="add" part="add-button">Add To Cart</button></article>';
    const heard = handlers(root, 'button');
    await vi.waitFor(() => expect(heard).toEqual(['add', 'add']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual(['add', 'add']);
  });

  it('is dropped when the widget renders something else (the product is gone)', async () => {
    const root = widget(placeholder);
    const taps = keepEarlyTaps(root);
    root.getElementById('stand-in')!.click();
    taps.release();
    root.innerHTML = '<p class="status">This product is no longer available.</p><button id="retry">Retry</button>';
    const heard = handlers(root, 'button');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heard).toEqual([]);
  });

  it('waits at most STAND_IN_WAIT_MS for the part', async () => {
    vi.useFakeTimers();
    const root = widget(placeholder);
    const taps = keepEarlyTaps(root);
    root.getElementById('stand-in')!.click();
    root.innerHTML = placeholder; // the widget's own skeleton
    const standIn = root.getElementById('stand-in')!;
    taps.release();
    await vi.advanceTimersByTimeAsync(STAND_IN_WAIT_MS - 1000);
    expect(busy(standIn).mark).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(busy(standIn)).toEqual({ mark: false, ariaBusy: null });
    root.innerHTML = '<button id="add" part="add-button">Add To Cart</button>';
    const heard = handlers(root, 'button');
    await vi.advanceTimersByTimeAsync(10);
    expect(heard).toEqual([]);
  });
});
