// The base every widget is built on (see runtime/widget.ts for the mechanics): a widget's element.ts does
//   export default defineWidget({ tag, attributes: { 'product-no': 'number' }, css, component });
// and the loader mounts it when the tag first connects. The first mount anywhere starts the page-wide
// runtime (runtime/start.ts: trini-cart-change events, the partner cart handoff) and the snack bar host
// (toasts/element.ts). It lives in ui/, beside the widgets, because it joins them to the runtime: the runtime
// knows no UI.
import { makeWidget, type AttrSpec, type AttrType, type WidgetDefinition, type WidgetOptions } from '../runtime/widget.js';
import { startRuntime } from '../runtime/start.js';
import { watchToasts } from './toasts/element.js';

function startPage(): void {
  watchToasts();
  startRuntime();
}

/**
 * Defines a widget element. Every element it defines has, besides what the JSDoc above its own
 * `defineWidget(...)` call lists (scripts/manifest reads both into dist/custom-elements.json):
 *
 * @csspart root - The widget’s root box (every widget has it).
 * @fires trini-error
 * @prop {Promise<void>} ready - Resolves once the widget’s code has loaded and it is mounted. It exists only once the
 * loader has defined the tag: code that may run before the loader awaits `whenReady(element)` from `when-ready.js`.
 */
export function defineWidget<A extends AttrSpec = Record<never, AttrType>>(options: WidgetOptions<A>): WidgetDefinition {
  return makeWidget(options, startPage);
}
