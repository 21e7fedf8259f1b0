// PLACEHOLDER so the loader and the build work before this widget exists: replace this whole file
// with the real element (see widgets/README-widgets.md). It renders nothing.
import { defineWidget } from '../runtime/define.js';

export default defineWidget({ tag: 'trini-checkout', component: () => null });
