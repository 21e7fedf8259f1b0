// scripts/manifest/typings.ts: dist/trini-widgets.d.ts, generated from the manifest, maps every tag to its
// element type with its attributes, carries the event detail types and window.TriniWidgets, and compiles
// against the DOM library; package.json points editors at both generated files.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze, ROOT } from '../../../../scripts/manifest/analyze.js';
import { buildTypings, elementsOf } from '../../../../scripts/manifest/typings.js';

const manifest = analyze();
const text = buildTypings(manifest);

describe('trini-widgets.d.ts', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'trini-dts-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('maps every tag of the manifest to its element type, with the event detail types and window.TriniWidgets', () => {
    const elements = elementsOf(manifest);
    expect(elements.length).toBe(23);
    for (const el of elements) {
      expect(text).toContain(`'${el.tagName}': ${el.name};`);
      for (const a of el.attributes ?? []) expect(text).toContain(`'${a.name}'?: ${a.type!.text};`);
    }
    expect(text).toContain("'mode'?: 'home' | 'search' | 'category-text' | 'best-sellers' | 'new' | 'similar' | 'banner';");
    for (const name of ['AddToCartDetail', 'CartChangeDetail', 'OrderPlacedDetail', 'ErrorDetail', 'ConfigOptions'])
      expect(text).toContain(`export interface ${name} {`);
    expect(text).toContain('/** TT$ */\n  unitPrice: number;');
    expect(text).toContain("'trini-cart-change': CustomEvent<CartChangeDetail>;");
    expect(text).toMatch(/interface DocumentEventMap \{[\s\S]*'trini-order-placed': CustomEvent<OrderPlacedDetail>/);
    expect(text).toContain('export interface TriniConfigElement extends HTMLElement {');
    expect(text).toContain('export interface TriniProductCardElement extends TriniWidgetElement<TriniProductCardAttributes> {}');
    expect(text).toContain('TriniWidgets?: TriniGlobal;');
  });

  // A whole TypeScript program: about 2 s alone, 5.3 s once on a loaded 2-core machine, so the
  // limit is sized for that machine rather than vitest's default 5 s.
  it('compiles against the DOM library, and typed uses check', { timeout: 30_000 }, () => {
    writeFileSync(join(dir, 'trini-widgets.d.ts'), text);
    writeFileSync(
      join(dir, 'use.ts'),
      `import type { AddToCartDetail } from './trini-widgets.js';
const card = document.querySelector('trini-product-card')!;
card.setAttribute('product-no', '12');
const ready: Promise<void> | undefined = card.ready;
document.addEventListener('trini-add-to-cart', (e) => { const d: AddToCartDetail = e.detail; console.log(d.productNo, e.detail.unitPrice); });
document.addEventListener('trini-cart-change', (e) => console.log(e.detail.grandTotal));
card.addEventListener('trini-order-placed', (e) => console.log(e.detail.orderNo));
document.querySelector('trini-config')!.setAttribute('api-base', 'https://shop.example.tt/');
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

  // An element created before the loader has defined its tag has no `ready`: code that trusts it throws.
  it('types ready as present only once the tag is defined', { timeout: 30_000 }, () => {
    writeFileSync(join(dir, 'trini-widgets.d.ts'), text);
    writeFileSync(
      join(dir, 'early.ts'),
      `import type {} from './trini-widgets.js';\nconst card = document.createElement('trini-product-card');\ncard.ready.then(() => {});\n`,
    );
    const program = ts.createProgram([join(dir, 'early.ts')], {
      strict: true,
      noEmit: true,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      module: ts.ModuleKind.ESNext,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual(["'card.ready' is possibly 'undefined'."]);
  });
});

describe('package.json', () => {
  it('points editors at the generated files and generates them in the build', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { customElements: string; types: string; scripts: Record<string, string> };
    expect(pkg.customElements).toBe('dist/custom-elements.json');
    expect(pkg.types).toBe('dist/trini-widgets.d.ts');
    expect(pkg.scripts.build).toBe('rollup -c && tsx scripts/manifest/build.ts && node scripts/build-host.mjs');
  });
});
