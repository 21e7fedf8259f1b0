// The base every widget is built on (see widget.ts for the mechanics): an element module does
//   export default defineWidget({ tag, attributes: { 'product-no': 'number' }, css, component });
// and the loader mounts it when the tag first connects. The first mount anywhere starts the page-wide
// runtime (snack bar host, trini-cart-change events).
import { makeWidget, type AttrSpec, type AttrType, type WidgetDefinition, type WidgetOptions } from './widget.js';
import { startRuntime } from './start.js';

export {
  applyStyles,
  camelCase,
  defineElement,
  parseAttr,
  readProps,
  type AttrProps,
  type AttrSpec,
  type AttrType,
  type CamelCase,
  type WidgetDefinition,
  type WidgetInstance,
  type WidgetOptions,
} from './widget.js';
export { dispatchTrini, useHost, useTriniEvent } from './events.js';

/**
 * Defines a widget element. Every element it defines has, besides what the JSDoc above its own
 * `defineWidget(...)` call lists (scripts/manifest reads both into dist/custom-elements.json):
 *
 * @csspart root - The widget’s root box (every widget has it).
 * @fires trini-error
 * @prop {Promise<void>} ready - Resolves once the widget’s code has loaded and it is mounted.
 */
export function defineWidget<A extends AttrSpec = Record<never, AttrType>>(options: WidgetOptions<A>): WidgetDefinition {
  return makeWidget(options, startRuntime);
}
