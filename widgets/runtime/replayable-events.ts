// React holds the hover and focus events that reach a tree still hydrating, and once it has hydrated dispatches a
// copy of each on the held event's `target`. Inside a shadow root the browser clears an event's target when its
// dispatch ends, so React would call dispatchEvent on null. Here those events keep answering `target` with the
// element they happened on after their dispatch; during it, every listener still sees the browser's own target.
const HELD_BY_REACT = ['focusin', 'dragenter', 'mouseover', 'pointerover', 'gotpointercapture'];
const browserTarget = Object.getOwnPropertyDescriptor(Event.prototype, 'target')!.get!;

function keepTarget(event: Event): void {
  const element = event.target;
  Object.defineProperty(event, 'target', {
    configurable: true,
    get(this: Event) {
      return (browserTarget.call(this) as EventTarget | null) ?? element;
    },
  });
}

/** Lets React replay, inside `root`, the events it held while hydrating. */
export function keepTargetsForReplay(root: ShadowRoot): void {
  for (const type of HELD_BY_REACT) root.addEventListener(type, keepTarget, true);
}
