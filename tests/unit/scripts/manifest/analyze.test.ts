// scripts/manifest/analyze.ts and define-widget-plugin.ts: the manifest covers every tag of the loader with
// its attributes (read here independently, by regular expressions over the sources), and the plugin reads
// defineWidget calls and their JSDoc, adds what every widget has, and refuses what it cannot document.
import { readFileSync } from 'node:fs';
import { tokensCss } from '../../../../widgets/styles/tokens.js';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, analyzeSources, ROOT } from '../../../../scripts/manifest/analyze.js';
import { elementsOf, type Element } from '../../../../scripts/manifest/typings.js';

const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

/** tag -> { attribute: type }, straight from widgets/index.ts and each widgets/ui/<widget>/element.ts. */
function sourceTags(): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const m of read('widgets/index.ts').matchAll(/'(trini-[a-z-]+)':\s*\(\)\s*=>\s*import\('\.\/ui\/([a-z-]+)\/element\.js'\)/g)) {
    const file = read(`widgets/ui/${m[2]}/element.ts`).replace(/\/\*\*[\s\S]*?\*\//g, ''); // JSDoc may hold braces
    expect(file).toContain(`tag: '${m[1]}'`);
    const block = /attributes:\s*\{([\s\S]*?)\n?\s*\},?\n/.exec(file)?.[1] ?? '';
    const attrs: Record<string, string> = {};
    for (const a of block.matchAll(/'?([a-z][a-z-]*)'?\s*:\s*'(number|string|boolean)'/g)) attrs[a[1]] = a[2];
    out.set(m[1], attrs);
  }
  out.set('trini-config', { 'api-base': 'string', 'media-base': 'string', 'store-base': 'string' });
  return out;
}

const tags = sourceTags();
const manifest = analyze();
const byTag = new Map<string, Element>(elementsOf(manifest).map((d) => [d.tagName!, d]));

describe('dist/custom-elements.json', () => {
  it('is a schema 1.0.0 manifest with one element per tag of widgets/index.ts, and only element modules', () => {
    expect(manifest.schemaVersion).toBe('1.0.0');
    expect(tags.size).toBeGreaterThanOrEqual(20);
    expect(new Set(byTag.keys())).toEqual(new Set(tags.keys()));
    const definitions = manifest.modules.flatMap((m) => (m.exports ?? []).filter((e) => e.kind === 'custom-element-definition').map((e) => e.name));
    expect(definitions.sort()).toEqual([...tags.keys()].sort());
    expect(manifest.modules.map((m) => m.path)).not.toContain('widgets/ui/define.ts');
    for (const d of byTag.values()) {
      expect(d).toMatchObject({ kind: 'class', customElement: true });
      expect(d.description, d.tagName).not.toBe('');
      expect(d.description, d.tagName).not.toMatch(/§|\.css\.ts|^<|\n/);
    }
  });

  it('lists every attribute of every tag, with its type', () => {
    for (const [tag, attrs] of tags) {
      const el = byTag.get(tag)!;
      expect((el.attributes ?? []).map((a) => a.name).sort(), tag).toEqual(Object.keys(attrs).sort());
      for (const a of el.attributes ?? []) {
        const type = attrs[a.name];
        if (type === 'string') expect(a.type!.text, `${tag} ${a.name}`).toMatch(/^string$|^'[a-z-]+'( \| '[a-z-]+')+$/);
        else expect(a.type!.text, `${tag} ${a.name}`).toBe(type);
      }
    }
    expect(byTag.get('trini-product-grid')!.attributes!.find((a) => a.name === 'mode')!.type!.text).toContain("'best-sellers'");
    expect(byTag.get('trini-product-card')!.attributes!.find((a) => a.name === 'shop-no')!.description).toMatch(/ShopNo/);
    expect(byTag.get('trini-product-card')!.attributes!.find((a) => a.name === 'compact')!.default).toBe('false');
    expect(byTag.get('trini-config')!.attributes!.find((a) => a.name === 'api-base')!.description).toMatch(/store API/);
  });

  it('has the events each widget fires, the parts it renders, the --trini-* properties and ready', () => {
    const card = byTag.get('trini-product-card')!;
    expect(card.events!.map((e) => e.name)).toEqual(['trini-add-to-cart', 'trini-error']);
    expect(card.events![0]).toMatchObject({ type: { text: 'CustomEvent<AddToCartDetail>' }, description: expect.stringMatching(/added to the cart/) });
    expect(card.cssParts!.map((p) => p.name)).toEqual(expect.arrayContaining(['root', 'card', 'name', 'price', 'add-button']));
    expect(card.cssParts![0]).toMatchObject({ name: 'root', description: expect.stringMatching(/root box/) });
    expect(card.cssProperties!.map((p) => p.name)).toEqual(expect.arrayContaining(['--trini-brand', '--trini-font', '--trini-card-max-width']));
    expect(card.cssProperties!.find((p) => p.name === '--trini-brand')).toMatchObject({ default: '#2e7d32', description: expect.stringMatching(/Brand/) });
    expect(card.cssProperties!.find((p) => p.name === '--trini-shadow')!.default).toBe('0 2px 10px rgba(0, 0, 0, 0.15)');
    expect(card.members).toEqual([expect.objectContaining({ kind: 'field', name: 'ready', type: { text: 'Promise<void>' } })]);
    expect(byTag.get('trini-quick-order')!.events!.map((e) => e.name)).toEqual(['trini-order-placed', 'trini-error']);
    expect(byTag.get('trini-cart-button')!.cssParts!.map((p) => p.name)).toEqual(['root', 'badge', 'button']);
    expect(byTag.get('trini-config')!.cssParts ?? []).toEqual([]);
    for (const d of byTag.values()) for (const e of d.events ?? []) expect(['trini-add-to-cart', 'trini-order-placed', 'trini-error']).toContain(e.name);
  });

  it('keeps each theme default equal to the fallback the CSS really uses', () => {
    // The source, and the CSS as the widgets get it (the source interpolates shared values such as the focus colour).
    const css = read('widgets/styles/tokens.ts') + tokensCss;
    const theme = byTag.get('trini-order-success')!.cssProperties!; // a widget with no properties of its own
    expect(theme.length).toBe(20);
    for (const p of theme) expect(css, p.name).toContain(`var(${p.name}, ${p.default})`);
  });
});

// The plugin on small made-up sources: what it reads, and what it refuses.
const EVENTS = {
  path: 'widgets/runtime/events.ts',
  text: `export interface TriniEventDetails {
  /** Added. */
  'trini-add-to-cart': AddToCartDetail;
  /** Failed. */
  'trini-error': ErrorDetail;
}`,
};
const DEFINE = {
  path: 'widgets/ui/define.ts',
  text: `/**
 * Defines a widget.
 * @csspart root - The root.
 * @fires trini-error
 * @prop {Promise<void>} ready - Mounted.
 */
export function defineWidget(o) { return o; }`,
};
const TOKENS = {
  path: 'widgets/styles/tokens.ts',
  text: '/**\n * Theme.\n * @cssprop [--trini-x=0 1px rgba(0, 0, 0, 0.5)] - X.\n */\nexport const tokensCss = ``;',
};
const widget = (jsdoc: string, attributes = '') => ({
  path: 'widgets/ui/foo/element.ts',
  text: `import { defineWidget } from '../define.js';
${jsdoc}
export default defineWidget({
  tag: 'trini-foo',
  attributes: {
${attributes}
  },
  css: '',
  component: null,
});`,
});
const foo = (jsdoc: string, attributes?: string) => elementsOf(analyzeSources([widget(jsdoc, attributes), DEFINE, EVENTS, TOKENS]))[0];

describe('the defineWidget plugin', () => {
  it('makes a custom element from a defineWidget call and its JSDoc, with what every widget has', () => {
    const el = foo(
      `/**
 * A foo
 * over two lines.
 *
 * @fires trini-add-to-cart
 * @csspart box - The box.
 * @cssprop [--trini-foo-gap=4px] - Gap.
 */`,
      `/**
 * Which.
 * @type {'a' | 'b'}
 */
 which: 'string', 'max-n': 'number', flag: 'boolean'`,
    );
    expect(el).toMatchObject({ kind: 'class', customElement: true, name: 'TriniFooElement', tagName: 'trini-foo', description: 'A foo over two lines.' });
    expect(el.attributes).toEqual([
      { name: 'which', type: { text: "'a' | 'b'" }, description: 'Which.' },
      { name: 'max-n', type: { text: 'number' } },
      { name: 'flag', type: { text: 'boolean' }, default: 'false' },
    ]);
    expect(el.events).toEqual([
      { name: 'trini-add-to-cart', type: { text: 'CustomEvent<AddToCartDetail>' }, description: 'Added.' },
      { name: 'trini-error', type: { text: 'CustomEvent<ErrorDetail>' }, description: 'Failed.' },
    ]);
    expect(el.cssParts).toEqual([
      { name: 'root', description: 'The root.' },
      { name: 'box', description: 'The box.' },
    ]);
    expect(el.cssProperties).toEqual([
      { name: '--trini-x', default: '0 1px rgba(0, 0, 0, 0.5)', description: 'X.' },
      { name: '--trini-foo-gap', default: '4px', description: 'Gap.' },
    ]);
    expect(el.members).toEqual([{ kind: 'field', name: 'ready', type: { text: 'Promise<void>' }, description: 'Mounted.' }]);
  });

  it.each([
    ['no JSDoc description', '', /no JSDoc description/],
    ['an event TriniEventDetails does not list', '/**\n * Foo.\n * @fires trini-nope\n */', /fires trini-nope/],
  ])('refuses an element with %s', (_name, jsdoc, error) => {
    expect(() => foo(jsdoc)).toThrow(error); // the analyzer wraps a plugin's error, message included
  });
});
