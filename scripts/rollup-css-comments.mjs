// Rollup plugin: drops the /* ... */ comments from the widgets' CSS sources (widgets/**/*.css.ts and the shared token
// sheet, widgets/styles/tokens.ts) before they are transpiled. Those comments explain the rules to whoever reads the
// source; inside a template literal they would otherwise reach every shopper's phone as part of the string. JSDoc
// (/** ... */) is left to terser, and the manifest reads the sources, not the bundle.
import MagicString from 'magic-string';

const CSS_SOURCE = /(?:\.css\.ts|[\\/]widgets[\\/]styles[\\/]tokens\.ts)$/;
const COMMENT = /\/\*(?!\*)[\s\S]*?\*\/[ \t]*\n?/g;

export default function cssComments() {
  return {
    name: 'css-comments',
    transform(code, id) {
      if (!CSS_SOURCE.test(id)) return null;
      const text = new MagicString(code);
      for (const m of code.matchAll(COMMENT)) text.remove(m.index, m.index + m[0].length);
      return text.hasChanged() ? { code: text.toString(), map: text.generateMap({ hires: true }) } : null;
    },
  };
}
