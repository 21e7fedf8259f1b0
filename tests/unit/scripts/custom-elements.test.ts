// scripts/custom-elements.ts: the manifest and the declarations cover every tag of the loader with its
// attributes (read here independently of the generator), the declarations compile against the DOM
// library, and the demo page (demo/widgets.js) previews every tag and attribute.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeclarations, buildManifest, publicDescription, ROOT, type CemElement } from '../../../scripts/custom-elements.js';
// @ts-expect-error plain JavaScript served to the browser as is (no declarations)
import { WIDGETS, CONFIG_ELEMENT } from '../../../demo/widgets.js';

const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');

/** tag -> { attribute: type }, straight from widgets/index.ts and widgets/elements/*.ts by regular expressions. */
function sourceTags(): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const m of read('widgets/index.ts').matchAll(/'(trini-[a-z-]+)':\s*\(\)\s*=>\s*import\('\.\/elements\/([a-z-]+)\.js'\)/g)) {
    const file = read(`widgets/elements/${m[2]}.ts`);
    expect(file).toContain(`tag: '${m[1]}'`);
    const block = /attributes:\s*\{([\s\S]*?)\n?\s*\},?\n/.exec(file)?.[1] ?? '';
    const attrs: Record<string, string> = {};
    for (const a of block.replace(/\/\*\*[\s\S]*?\*\//g, '').matchAll(/'?([a-z][a-z-]*)'?\s*:\s*'(number|string|boolean)'/g)) attrs[a[1]] = a[2];
    out.set(m[1], attrs);
  }
  out.set('trini-config', { 'api-base': 'string', 'media-base': 'string', 'store-base': 'string' });
  return out;
}

const tags = sourceTags();
const manifest = buildManifest();
const declarations = manifest.modules[0].declarations;
const byTag = new Map<string, CemElement>(declarations.map((d) => [d.tagName, d]));

describe('custom-elements.json', () => {
  it('is a schema 1.0.0 manifest with one definition per tag of widgets/index.ts', () => {
    expect(manifest.schemaVersion).toBe('1.0.0');
    expect(tags.size).toBeGreaterThanOrEqual(20);
    expect(new Set(declarations.map((d) => d.tagName))).toEqual(new Set(tags.keys()));
    expect(manifest.modules[0].exports.map((e) => e.name).sort()).toEqual([...tags.keys()].sort());
    for (const d of declarations) {
      expect(d).toMatchObject({ kind: 'class', customElement: true });
      expect(d.description, d.tagName).not.toBe('');
      expect(d.description, d.tagName).not.toMatch(/§|docs\/|\.css\.ts|^</);
    }
  });

  it('lists every attribute of every tag, with its type', () => {
    for (const [tag, attrs] of tags) {
      const el = byTag.get(tag)!;
      expect(el.attributes.map((a) => a.name).sort(), tag).toEqual(Object.keys(attrs).sort());
      for (const a of el.attributes) {
        const type = attrs[a.name];
        if (type === 'string') expect(a.type.text, `${tag} ${a.name}`).toMatch(/^string$|^'[a-z-]+'( \| '[a-z-]+')+$/);
        else expect(a.type.text, `${tag} ${a.name}`).toBe(type);
      }
    }
    expect(byTag.get('trini-product-grid')!.attributes.find((a) => a.name === 'mode')!.type.text).toContain("'best-sellers'");
    expect(byTag.get('trini-product-card')!.attributes.find((a) => a.name === 'shop-no')!.description).toMatch(/ShopNo/);
  });

  it('has the events each widget fires, the parts it renders and the --trini-* properties', () => {
    const card = byTag.get('trini-product-card')!;
    expect(card.events.map((e) => e.name)).toEqual(['trini-add-to-cart', 'trini-error']);
    expect(card.events[0].type.text).toBe('CustomEvent<AddToCartDetail>');
    expect(card.cssParts.map((p) => p.name)).toEqual(expect.arrayContaining(['root', 'card', 'name', 'price', 'add-button']));
    expect(card.cssProperties.map((p) => p.name)).toEqual(expect.arrayContaining(['--trini-brand', '--trini-font', '--trini-card-max-width']));
    expect(card.cssProperties.find((p) => p.name === '--trini-brand')!.default).toBe('#2e7d32');
    expect(byTag.get('trini-quick-order')!.events.map((e) => e.name)).toEqual(['trini-order-placed', 'trini-error']);
    expect(byTag.get('trini-checkout')!.events.map((e) => e.name)).toContain('trini-order-placed');
    expect(byTag.get('trini-cart-button')!.cssParts.map((p) => p.name)).toEqual(['root', 'badge', 'button']);
    for (const d of declarations) for (const e of d.events) expect(['trini-add-to-cart', 'trini-order-placed', 'trini-error']).toContain(e.name);
  });

  it('turns header comments into public descriptions', () => {
    expect(publicDescription('<trini-x a="1">: the cart page (spec §2.6); more. Parts: see ui/cart/cart.css.ts.')).toBe('The cart page; more.');
    expect(publicDescription('<trini-y>: the /success page of spec §2.10. No attributes.')).toBe('The /success page. No attributes.');
    expect(publicDescription('<trini-x a="1">: the cart page (docs/screens.md#cart-page); more.')).toBe('The cart page; more.');
    expect(publicDescription('<trini-y>: the /wipay return handler of docs/screens.md#payment-return; reads it.')).toBe('The /wipay return handler; reads it.');
  });
});

describe('trini-widgets.d.ts', () => {
  let dir: string;
  const text = buildDeclarations();
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'trini-dts-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('maps every tag to its element type, with the event detail types and window.TriniWidgets', () => {
    for (const [tag, attrs] of tags) {
      expect(text).toMatch(new RegExp(`'${tag}': Trini[A-Za-z]+Element;`));
      for (const a of Object.keys(attrs)) expect(text).toContain(`'${a}'?:`);
    }
    for (const name of ['AddToCartDetail', 'CartChangeDetail', 'OrderPlacedDetail', 'ErrorDetail']) expect(text).toContain(`export interface ${name} {`);
    expect(text).toContain("'trini-cart-change': CustomEvent<CartChangeDetail>;");
    expect(text).toMatch(/interface DocumentEventMap \{[\s\S]*'trini-order-placed': CustomEvent<OrderPlacedDetail>/);
    expect(text).toContain('TriniWidgets?: TriniGlobal;');
  });

  // A whole TypeScript program: about 2 s alone, 5.3 s once on a loaded 2-core machine (issue 16), so the
  // limit is sized for that machine rather than vitest's default 5 s.
  it('compiles against the DOM library, and typed uses check', { timeout: 30_000 }, () => {
    writeFileSync(join(dir, 'trini-widgets.d.ts'), text);
    writeFileSync(
      join(dir, 'use.ts'),
      `import type { AddToCartDetail } from './trini-widgets.js';
const card = document.querySelector('trini-product-card')!;
card.setAttribute('product-no', '12');
const ready: Promise<void> = card.ready;
document.addEventListener('trini-add-to-cart', (e) => { const d: AddToCartDetail = e.detail; console.log(d.productNo, e.detail.unitPrice); });
document.addEventListener('trini-cart-change', (e) => console.log(e.detail.grandTotal));
card.addEventListener('trini-order-placed', (e) => console.log(e.detail.orderNo));
window.TriniWidgets?.configure({ apiBase: 'https://shop.example.tt/' });
export { ready };
`,
    );
    const program = ts.createProgram([join(dir, 'use.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});

describe('demo page (demo/widgets.js)', () => {
  type DemoWidget = { tag: string; attributes: Array<{ name: string; type: string }>; events: string[] };
  it('previews every tag with every attribute, and names the events the widget fires', () => {
    const demo = new Map<string, DemoWidget>((WIDGETS as DemoWidget[]).map((w) => [w.tag, w]));
    expect(new Set([...demo.keys(), CONFIG_ELEMENT.tag])).toEqual(new Set(tags.keys()));
    for (const [tag, w] of demo) {
      expect(Object.fromEntries(w.attributes.map((a) => [a.name, a.type])), tag).toEqual(tags.get(tag));
      expect([...w.events].sort(), tag).toEqual(byTag.get(tag)!.events.map((e) => e.name).sort());
    }
    expect((CONFIG_ELEMENT.attributes as Array<{ name: string }>).map((a) => a.name)).toEqual(Object.keys(tags.get('trini-config')!));
  });
});

describe('package.json', () => {
  it('points editors at the generated files and generates them in the build', () => {
    const pkg = JSON.parse(read('package.json')) as { customElements: string; types: string; scripts: Record<string, string> };
    expect(pkg.customElements).toBe('dist/custom-elements.json');
    expect(pkg.types).toBe('dist/trini-widgets.d.ts');
    expect(pkg.scripts.build).toBe('rollup -c && tsx scripts/custom-elements.ts');
  });
});
