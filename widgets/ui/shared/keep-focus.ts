// A control that disables itself (− at quantity 1, Next on the last image) would drop the keyboard focus
// to <body>: the shopper starts again from the top of the page. The change is rendered at once and, if
// the control had the focus and is now disabled, a sensible neighbour takes it.
import { flushSync } from 'react-dom';

type Focusable = HTMLElement & { disabled?: boolean };

export function changeKeepingFocus(control: Focusable | null, change: () => void, neighbour: () => HTMLElement | null | undefined): void {
  const root = control?.getRootNode() as Document | ShadowRoot | undefined;
  const hadFocus = !!control && root?.activeElement === control;
  flushSync(change);
  if (hadFocus && control?.disabled) neighbour()?.focus();
}
