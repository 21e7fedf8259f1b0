// Generates, from the widget sources, what editors need to complete our tags, attributes and events:
//   dist/custom-elements.json   Custom Elements Manifest (schemaVersion 1.0.0)
//   dist/trini-widgets.d.ts     HTMLElementTagNameMap entries, attribute maps, event detail types,
//                               DocumentEventMap/HTMLElementEventMap entries, window.TriniWidgets
// Sources (parsed with the TypeScript compiler API, nothing is executed):
//   widgets/index.ts            the tags (widgetLoaders) and trini-config
//   widgets/elements/*.ts       defineWidget({ tag, attributes }) and the file's header comment;
//                               a /** doc */ on an attribute describes it; attr="a|b" in the header lists values
//   widgets/runtime/events.ts   the event names and detail interfaces
//   widgets/ui/**               part="..." and emit('trini-...') in the files each element imports (transitively);
//                               var(--trini-*) in the element's css (its template literal, constants inlined)
//   widgets/styles/tokens.ts    the --trini-* custom properties every widget reads
// `tsx scripts/custom-elements.ts` writes both files (run by `npm run build`); `--markdown` prints the
// README tables instead.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
const W = (p: string) => join(ROOT, 'widgets', p);
const LOADER_MODULE = 'dist/widgets/trini-widgets.js';

// ---- types of the manifest (the subset of schema 1.0.0 we produce) --------------------------------

export interface CemAttribute { name: string; fieldName?: string; type: { text: string }; description?: string; default?: string }
export interface CemEvent { name: string; type: { text: string }; description?: string }
export interface CemNamed { name: string; description?: string; default?: string; syntax?: string }
export interface CemElement {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  description: string;
  attributes: CemAttribute[];
  events: CemEvent[];
  cssParts: CemNamed[];
  cssProperties: CemNamed[];
  members: Array<{ kind: 'field'; name: string; type: { text: string }; readonly?: boolean; description?: string }>;
  superclass: { name: 'HTMLElement'; module: 'global:' };
}
export interface Manifest {
  schemaVersion: '1.0.0';
  readme: string;
  modules: Array<{
    kind: 'javascript-module';
    path: string;
    description: string;
    declarations: CemElement[];
    exports: Array<{ kind: 'custom-element-definition'; name: string; declaration: { name: string; module: string } }>;
  }>;
}

// ---- parsing helpers -------------------------------------------------------------------------------

const sources = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let sf = sources.get(file);
  if (!sf) {
    sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    sources.set(file, sf);
  }
  return sf;
}

function visit(node: ts.Node, fn: (n: ts.Node) => void): void {
  fn(node);
  node.forEachChild((c) => visit(c, fn));
}

function propName(name: ts.PropertyName): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  throw new Error(`Unsupported property name ${name.getText()}`);
}

/** The text of a node's /** doc comment *\/, without the stars. */
function docComment(node: ts.Node): string {
  const sf = node.getSourceFile();
  const ranges = ts.getLeadingCommentRanges(sf.text, node.getFullStart()) ?? [];
  const docs = ranges.map((r) => sf.text.slice(r.pos, r.end)).filter((c) => c.startsWith('/**'));
  return docs.map((c) => c.replace(/^\/\*\*|\*\/$/g, '').split('\n').map((l) => l.replace(/^\s*\* ?/, '').trim()).join(' ').trim()).join(' ');
}

/** A member's trailing `// comment` (the style of widgets/runtime/*.ts interfaces). */
function trailingComment(node: ts.Node): string {
  const sf = node.getSourceFile();
  const ranges = ts.getTrailingCommentRanges(sf.text, node.getEnd()) ?? [];
  return ranges.map((r) => sf.text.slice(r.pos, r.end).replace(/^\/\/\s?|^\/\*+|\*\/$/g, '').trim()).join(' ');
}

/** The `// ...` lines at the top of a file, joined into one paragraph. */
function headerComment(sf: ts.SourceFile): string {
  const lines: string[] = [];
  for (const line of sf.text.split('\n')) {
    if (!line.startsWith('//')) break;
    lines.push(line.replace(/^\/\/\s?/, '').trim());
  }
  return lines.join(' ').replace(/\s+/g, ' ').trim();
}

/** An element's header comment as a public description: no tag signature, no spec or file references. */
export function publicDescription(header: string): string {
  const text = header
    .replace(/^<[^>]*>:\s*/, '')
    .replace(/\s*Parts(?::| are listed in)\s*(?:see\s+)?\S+\.css\.ts\.?/g, '')
    .replace(/\s*\((?:spec |DESIGN )?§[^)]*\)/g, '')
    .replace(/\s*\([^)]*\.tsx?\)/g, '')
    .replace(/\s+(?:of\s+)?(?:spec|DESIGN)\s+§\d+(?:\.\d+)*/g, '')
    .replace(/\s+See\s+\S+\.tsx?\.?/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Resolves a relative import of `from` to a .ts/.tsx file, or null. */
function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec).replace(/\.js$/, '');
  for (const ext of ['.ts', '.tsx']) if (existsSync(base + ext)) return base + ext;
  return null;
}

function importsOf(file: string): string[] {
  const out: string[] = [];
  for (const st of parse(file).statements) {
    if ((ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      if (ts.isImportDeclaration(st) && st.importClause?.isTypeOnly) continue;
      const f = resolveImport(file, st.moduleSpecifier.text);
      if (f) out.push(f);
    }
  }
  return out;
}

/** Every widgets/ui file `file` imports, directly or not (the widget's own component tree and styles). */
function uiClosure(file: string): string[] {
  const ui = W('ui') + '/';
  const seen = new Set<string>();
  const stack = importsOf(file).filter((f) => f.startsWith(ui));
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const g of importsOf(f)) if (g.startsWith(ui) && !seen.has(g)) stack.push(g);
  }
  return [...seen].sort();
}

// ---- the pieces ------------------------------------------------------------------------------------

/** tag -> element module file, in the loader's order; trini-config from its customElements.define. */
export function loaderTags(): Array<{ tag: string; file: string }> {
  const index = W('index.ts');
  const sf = parse(index);
  const out: Array<{ tag: string; file: string }> = [];
  visit(sf, (n) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === 'widgetLoaders' && n.initializer && ts.isObjectLiteralExpression(n.initializer)) {
      for (const p of n.initializer.properties) {
        if (!ts.isPropertyAssignment(p)) continue;
        let spec: string | undefined;
        visit(p.initializer, (c) => {
          if (ts.isCallExpression(c) && c.expression.kind === ts.SyntaxKind.ImportKeyword && ts.isStringLiteral(c.arguments[0])) spec = c.arguments[0].text;
        });
        const file = spec && resolveImport(index, spec);
        if (!file) throw new Error(`widgets/index.ts: no import() for ${p.name.getText()}`);
        out.push({ tag: propName(p.name), file });
      }
    }
    if (ts.isCallExpression(n) && n.expression.getText() === 'customElements.define' && ts.isStringLiteral(n.arguments[0]) && ts.isIdentifier(n.arguments[1])) {
      const cls = n.arguments[1].text;
      const imp = sf.statements.find((s): s is ts.ImportDeclaration => ts.isImportDeclaration(s) && !!s.importClause?.namedBindings && s.importClause.namedBindings.getText().includes(cls));
      const file = imp && resolveImport(index, (imp.moduleSpecifier as ts.StringLiteral).text);
      if (file) out.push({ tag: n.arguments[0].text, file });
    }
  });
  if (!out.length) throw new Error('widgets/index.ts: widgetLoaders not found');
  return out;
}

interface EventInfo { name: string; detailType: string; description: string }

/** Event names and their detail interfaces (TriniEventDetails in widgets/runtime/events.ts). */
export function eventInfo(): { events: EventInfo[]; declarations: string[] } {
  const sf = parse(W('runtime/events.ts'));
  const interfaces = new Map(sf.statements.filter(ts.isInterfaceDeclaration).map((d) => [d.name.text, d]));
  const map = interfaces.get('TriniEventDetails');
  if (!map) throw new Error('widgets/runtime/events.ts: TriniEventDetails not found');
  const events: EventInfo[] = [];
  const declarations: string[] = [];
  for (const m of map.members) {
    if (!ts.isPropertySignature(m) || !m.type) continue;
    const detailType = m.type.getText();
    const decl = interfaces.get(detailType);
    events.push({ name: propName(m.name), detailType, description: EVENT_TEXT[propName(m.name)] ?? docComment(m) });
    if (decl) declarations.push(withComments(decl));
  }
  declarations.push(withComments(map));
  return { events, declarations };
}

const EVENT_TEXT: Record<string, string> = {
  'trini-add-to-cart': 'A product was added to the cart (bubbles, composed).',
  'trini-cart-change': 'The cart changed. Dispatched on document (not on an element) after every change.',
  'trini-order-placed': 'An order was stored (not fired when the shopper goes on to the card gateway).',
  'trini-error': 'Something failed that the embedding page may want to know about (a load, an API call, a render).',
};

/** An interface's source text with its JSDoc; trailing `//` member comments become JSDoc. */
function withComments(decl: ts.InterfaceDeclaration | ts.TypeAliasDeclaration): string {
  const doc = docComment(decl);
  let text = decl.getText(); // keeps inner comments
  if (ts.isInterfaceDeclaration(decl)) {
    for (const m of decl.members) {
      const c = trailingComment(m);
      if (c) text = text.replace(m.getText() + ' //', `/** ${c} */\n  ${m.getText()} //`);
    }
    text = text.replace(/ \/\/[^\n]*$/gm, '');
  }
  if (!text.startsWith('export ')) text = 'export ' + text;
  return (doc ? `/** ${doc} */\n` : '') + text;
}

interface AttrInfo { name: string; type: 'string' | 'number' | 'boolean'; description: string; values?: string[] }
interface ElementInfo {
  tag: string;
  file: string;
  className: string;
  description: string;
  attributes: AttrInfo[];
  events: string[];
  parts: string[];
  cssProperties: string[];
  lazy: boolean;
}

const className = (tag: string) => tag.split('-').map((s) => s[0].toUpperCase() + s.slice(1)).join('') + 'Element';

/** attr="a|b|c" in an element's header comment: the values the attribute takes. */
function valuesFromHeader(header: string, attr: string): string[] | undefined {
  const m = new RegExp(`(?:^|[\\s<])${attr}="([a-z0-9-]+(?:\\|[a-z0-9-]+)+)"`).exec(header);
  return m ? m[1].split('|') : undefined;
}

function elementInfo(tag: string, file: string, allEvents: string[]): ElementInfo {
  const sf = parse(file);
  const header = headerComment(sf);
  const attributes: AttrInfo[] = [];
  let lazy = false;
  visit(sf, (n) => {
    if (!(ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'defineWidget')) return;
    lazy = true;
    const opts = n.arguments[0];
    if (!opts || !ts.isObjectLiteralExpression(opts)) throw new Error(`${rel(file)}: defineWidget needs an object literal`);
    for (const p of opts.properties) {
      if (!ts.isPropertyAssignment(p)) continue;
      const key = propName(p.name);
      if (key === 'tag' && (!ts.isStringLiteral(p.initializer) || p.initializer.text !== tag)) {
        throw new Error(`${rel(file)}: tag ${p.initializer.getText()} does not match widgets/index.ts (${tag})`);
      }
      if (key === 'attributes' && ts.isObjectLiteralExpression(p.initializer)) {
        for (const a of p.initializer.properties) {
          if (!ts.isPropertyAssignment(a) || !ts.isStringLiteral(a.initializer)) continue;
          const name = propName(a.name);
          const type = a.initializer.text as AttrInfo['type'];
          attributes.push({ name, type, description: docComment(a), values: type === 'string' ? valuesFromHeader(header, name) : undefined });
        }
      }
    }
  });
  if (!lazy) attributes.push(...configAttributes(sf));

  const closure = uiClosure(file);
  const parts = new Set<string>(lazy ? ['root'] : []);
  const events = new Set<string>(lazy ? ['trini-error'] : []); // every lazy widget reports load and render failures
  for (const f of closure) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/\bpart(?:=|:\s*)["']([a-z0-9 -]+)["']/g)) for (const p of m[1].split(/\s+/)) if (p) parts.add(p);
    for (const m of text.matchAll(/(?:emit|dispatchTrini)\([^'"]*['"](trini-[a-z-]+)['"]/g)) if (allEvents.includes(m[1])) events.add(m[1]);
  }
  const css = widgetCss(sf);
  const props = new Set<string>([...css.matchAll(/var\((--trini-[a-z0-9-]+)/g)].map((m) => m[1]));
  return {
    tag,
    file,
    className: className(tag),
    description: publicDescription(header),
    attributes,
    events: allEvents.filter((e) => events.has(e)),
    parts: [...parts].sort((a, b) => (a === 'root' ? -1 : b === 'root' ? 1 : a.localeCompare(b))),
    cssProperties: [...props].sort(),
    lazy,
  };
}

/** The CSS text of an element's `css:` option: the template literal, with ${...} of other CSS constants inlined. */
function widgetCss(sf: ts.SourceFile): string {
  let css: ts.Expression | undefined;
  visit(sf, (n) => {
    if (ts.isPropertyAssignment(n) && propName(n.name) === 'css') css = n.initializer;
  });
  return css ? cssExpr(sf.fileName, css, new Set()) : '';
}

function cssConst(file: string, name: string, seen: Set<string>): string {
  const key = `${file}#${name}`;
  if (seen.has(key)) return '';
  seen.add(key);
  const sf = parse(file);
  for (const st of sf.statements) {
    if (ts.isVariableStatement(st)) {
      for (const d of st.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.name.text === name && d.initializer) return cssExpr(file, d.initializer, seen);
      }
    }
    if (ts.isImportDeclaration(st) && st.importClause?.namedBindings && ts.isNamedImports(st.importClause.namedBindings)) {
      for (const el of st.importClause.namedBindings.elements) {
        if (el.name.text !== name) continue;
        const target = resolveImport(file, (st.moduleSpecifier as ts.StringLiteral).text);
        if (target) return cssConst(target, (el.propertyName ?? el.name).text, seen);
      }
    }
  }
  return '';
}

/** Evaluates the CSS expressions the widgets use: literals, `...${constant}...`, a + b, constants. */
function cssExpr(file: string, e: ts.Expression, seen: Set<string>): string {
  if (ts.isNoSubstitutionTemplateLiteral(e) || ts.isStringLiteral(e)) return e.text;
  if (ts.isParenthesizedExpression(e)) return cssExpr(file, e.expression, seen);
  if (ts.isIdentifier(e)) return cssConst(file, e.text, seen);
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) return cssExpr(file, e.left, seen) + cssExpr(file, e.right, seen);
  if (ts.isTemplateExpression(e)) return e.head.text + e.templateSpans.map((sp) => cssExpr(file, sp.expression, seen) + sp.literal.text).join('');
  return '';
}

/** trini-config: ATTRS maps attribute -> ConfigOptions key; the option's comment describes it. */
function configAttributes(sf: ts.SourceFile): AttrInfo[] {
  const options = new Map<string, string>();
  const cfg = parse(W('runtime/config.ts'));
  for (const st of cfg.statements) {
    if (ts.isInterfaceDeclaration(st) && st.name.text === 'ConfigOptions') {
      for (const m of st.members) if (m.name) options.set(propName(m.name), trailingComment(m) || docComment(m));
    }
  }
  const out: AttrInfo[] = [];
  visit(sf, (n) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === 'ATTRS' && n.initializer) {
      let obj: ts.Node = n.initializer;
      if (ts.isAsExpression(obj)) obj = obj.expression;
      if (!ts.isObjectLiteralExpression(obj)) return;
      for (const p of obj.properties) {
        if (!ts.isPropertyAssignment(p) || !ts.isStringLiteral(p.initializer)) continue;
        out.push({ name: propName(p.name), type: 'string', description: options.get(p.initializer.text) ?? '' });
      }
    }
  });
  return out;
}

interface TokenInfo { name: string; default: string; description: string }

/** --trini-* properties read in widgets/styles/tokens.ts, with their defaults. */
export function tokenInfo(): TokenInfo[] {
  const text = readFileSync(W('styles/tokens.ts'), 'utf8');
  const out = new Map<string, TokenInfo>();
  for (const m of text.matchAll(/var\((--trini-[a-z0-9-]+)\s*,\s*/g)) {
    // the default runs to the matching parenthesis
    let depth = 1;
    let i = m.index! + m[0].length;
    const start = i;
    for (; i < text.length && depth; i++) {
      if (text[i] === '(') depth++;
      else if (text[i] === ')') depth--;
    }
    const name = m[1];
    if (!out.has(name)) out.set(name, { name, default: text.slice(start, i - 1).trim(), description: TOKEN_TEXT[name] ?? '' });
  }
  return [...out.values()];
}

const TOKEN_TEXT: Record<string, string> = {
  '--trini-font': 'Font family (default: inherited from the page).',
  '--trini-font-size': 'Base font size of the widget.',
  '--trini-text': 'Text colour.',
  '--trini-brand': 'Brand colour: buttons, links, headings.',
  '--trini-brand-dark': 'Hover colour of brand buttons; prices.',
  '--trini-brand-contrast': 'Text on brand-coloured buttons.',
  '--trini-accent': 'Accent colour: ribbons, badges, stars.',
  '--trini-accent-contrast': 'Text on the accent colour.',
  '--trini-muted': 'Secondary text.',
  '--trini-surface': 'Card and panel background.',
  '--trini-surface-alt': 'Alternate background (image wells, hovers, notes).',
  '--trini-border': 'Borders and dividers.',
  '--trini-danger': 'Errors.',
  '--trini-radius': 'Corner radius of cards and panels.',
  '--trini-radius-small': 'Corner radius of buttons and inputs.',
  '--trini-shadow': 'Shadow of cards, panels and snack bars.',
  '--trini-focus-color': 'Colour of the focus ring (a 3px outline 2px outside the control).',
  '--trini-toast-bg': 'Snack bar background.',
  '--trini-toast-text': 'Snack bar text.',
};

/** Defaults of a widget's own --trini-* properties (the first `var(--trini-x, default)` in its CSS). */
function ownDefaults(info: ElementInfo): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of widgetCss(parse(info.file)).matchAll(/var\((--trini-[a-z0-9-]+)\s*,\s*([^;]*?)\)\s*[;}!\n]/g)) {
    if (!out.has(m[1])) out.set(m[1], m[2].trim().replace(/var\(--_([a-z0-9-]+)\)/g, 'var(--trini-$1)')); // public names
  }
  return out;
}

/** `// --trini-x: what it does` comments in the files of a widget. */
function propertyDocs(info: ElementInfo): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of uiClosure(info.file)) {
    for (const m of readFileSync(f, 'utf8').matchAll(/\/\/\s*(--trini-[a-z0-9-]+):\s*([^\n]+)/g)) {
      const text = m[2].trim();
      out.set(m[1], text.charAt(0).toUpperCase() + text.slice(1).replace(/([^.])$/, '$1.'));
    }
  }
  return out;
}

const rel = (f: string) => relative(ROOT, f).split('\\').join('/');

// ---- generation ------------------------------------------------------------------------------------

export function collect(): { elements: ElementInfo[]; events: EventInfo[]; eventDeclarations: string[]; tokens: TokenInfo[] } {
  sources.clear();
  const { events, declarations } = eventInfo();
  const names = events.map((e) => e.name);
  const elements = loaderTags().map(({ tag, file }) => elementInfo(tag, file, names));
  return { elements, events, eventDeclarations: declarations, tokens: tokenInfo() };
}

function attrTypeText(a: AttrInfo): string {
  if (a.values) return a.values.map((v) => `'${v}'`).join(' | ');
  return a.type;
}

export function buildManifest(): Manifest {
  const { elements, events, tokens } = collect();
  const eventByName = new Map(events.map((e) => [e.name, e]));
  const declarations: CemElement[] = elements.map((el) => {
    const own = ownDefaults(el);
    const tokenNames = new Set(tokens.map((t) => t.name));
    return {
      kind: 'class',
      customElement: true,
      name: el.className,
      tagName: el.tag,
      description: el.description,
      superclass: { name: 'HTMLElement', module: 'global:' },
      attributes: el.attributes.map((a) => ({
        name: a.name,
        type: { text: attrTypeText(a) },
        ...(a.description ? { description: a.description } : {}),
        ...(a.type === 'boolean' ? { default: 'false' } : {}),
      })),
      events: el.events.map((name) => ({ name, type: { text: `CustomEvent<${eventByName.get(name)!.detailType}>` }, description: eventByName.get(name)!.description })),
      cssParts: el.parts.map((name) => (name === 'root' ? { name, description: 'The widget\u2019s root box (every widget has it).' } : { name })),
      cssProperties: el.lazy
        ? [
            ...tokens.map((t) => ({ name: t.name, default: t.default, description: t.description })),
            ...el.cssProperties
              .filter((p) => !tokenNames.has(p))
              .map((p) => ({ name: p, ...(own.get(p) ? { default: own.get(p) } : {}), description: propertyDocs(el).get(p) ?? `Specific to <${el.tag}>.` })),
          ]
        : [],
      members: el.lazy ? [{ kind: 'field', name: 'ready', type: { text: 'Promise<void>' }, readonly: true, description: 'Resolves once the widget\u2019s code has loaded and it is mounted.' }] : [],
    };
  });
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: LOADER_MODULE,
        description:
          'The Trini Naturals widget loader. One <script type="module" src="https://STORE/widgets/trini-widgets.js"> defines every tag and loads each widget the first time its tag is used. ' +
          'Besides the events listed per element, trini-cart-change (CustomEvent<CartChangeDetail>) is dispatched on document after every cart change. ' +
          'window.TriniWidgets.configure({ apiBase, mediaBase, storeBase }) overrides where the widgets find the store.',
        declarations,
        exports: declarations.map((d) => ({ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: LOADER_MODULE } })),
      },
    ],
  };
}

function configDeclarations(): string[] {
  const sf = parse(W('runtime/config.ts'));
  return sf.statements
    .filter((s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && ['ConfigOptions', 'TriniGlobal'].includes(s.name.text))
    .map((d) => withComments(d));
}

const docLine = (text: string, indent = '') => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n` : '');

export function buildDeclarations(): string {
  const { elements, events, eventDeclarations } = collect();
  const out: string[] = [
    '// Generated by scripts/custom-elements.ts from the widget sources (npm run build). Do not edit.',
    '// Types for pages and apps that use the Trini Naturals widgets: tags, attributes, events, window.TriniWidgets.',
    '',
    ...eventDeclarations.map((d) => d + '\n'),
    ...configDeclarations().map((d) => d + '\n'),
    '/** Every widget element: attributes are set with setAttribute (or in HTML); numbers and booleans as text. */',
    'export interface TriniWidgetElement<A extends object = {}> extends HTMLElement {',
    '  /** Resolves once the widget\u2019s code has loaded and it is mounted. */',
    '  readonly ready: Promise<void>;',
    '  getAttribute(name: keyof A & string): string | null;',
    '  getAttribute(qualifiedName: string): string | null;',
    '  hasAttribute(name: keyof A & string): boolean;',
    '  hasAttribute(qualifiedName: string): boolean;',
    '  setAttribute(name: keyof A & string, value: string): void;',
    '  setAttribute(qualifiedName: string, value: string): void;',
    '  removeAttribute(name: keyof A & string): void;',
    '  removeAttribute(qualifiedName: string): void;',
    '  toggleAttribute(name: keyof A & string, force?: boolean): boolean;',
    '  toggleAttribute(qualifiedName: string, force?: boolean): boolean;',
    '}',
    '',
  ];
  for (const el of elements) {
    const attrsName = el.className.replace(/Element$/, 'Attributes');
    out.push(`/** Attributes of <${el.tag}>. */`);
    out.push(`export interface ${attrsName} {`);
    for (const a of el.attributes) out.push(`${docLine(a.description, '  ')}  '${a.name}'?: ${attrTypeText(a)};`);
    out.push('}');
    out.push(docLine(`<${el.tag}>: ${el.description}` + (el.parts.length ? ` Parts: ${el.parts.join(', ')}.` : '') + (el.events.length ? ` Events: ${el.events.join(', ')}.` : '')).trimEnd());
    if (el.lazy) out.push(`export interface ${el.className} extends TriniWidgetElement<${attrsName}> {}`);
    else {
      out.push(`export interface ${el.className} extends HTMLElement {`);
      out.push(`  getAttribute(name: keyof ${attrsName}): string | null;`, '  getAttribute(qualifiedName: string): string | null;');
      out.push(`  setAttribute(name: keyof ${attrsName}, value: string): void;`, '  setAttribute(qualifiedName: string, value: string): void;', '}');
    }
    out.push('');
  }
  out.push('/** Tag -> attributes, e.g. for typing JSX intrinsic elements. */');
  out.push('export interface TriniElementAttributes {');
  for (const el of elements) out.push(`  '${el.tag}': ${el.className.replace(/Element$/, 'Attributes')};`);
  out.push('}', '');
  out.push('declare global {', '  interface HTMLElementTagNameMap {');
  for (const el of elements) out.push(`    '${el.tag}': ${el.className};`);
  out.push('  }');
  for (const map of ['HTMLElementEventMap', 'DocumentEventMap']) {
    out.push(`  interface ${map} {`);
    for (const e of events) out.push(`${docLine(e.description, '    ')}    '${e.name}': CustomEvent<${e.detailType}>;`);
    out.push('  }');
  }
  out.push('  interface Window {', '    /** Installed by the loader: version, configuration overrides. */', '    TriniWidgets?: TriniGlobal;', '  }', '}', '');
  return out.join('\n');
}

/** The README tables of the "Embedding" section. */
export function buildMarkdown(): string {
  const manifest = buildManifest();
  const els = manifest.modules[0].declarations;
  const lines: string[] = ['| Tag | Attributes | Events | Parts |', '|---|---|---|---|'];
  for (const el of els) {
    const attrs = el.attributes.map((a) => `\`${a.name}\` (${a.type.text.replace(/\|/g, '\\|')})`).join(', ') || '—';
    const events = el.events.filter((e) => e.name !== 'trini-error').map((e) => `\`${e.name}\``).join(', ') || '—';
    const parts = el.cssParts.map((p) => `\`${p.name}\``).join(' ');
    lines.push(`| \`<${el.tagName}>\` | ${attrs} | ${events} | ${parts || '—'} |`);
  }
  return lines.join('\n') + '\n';
}

export function writeAll(outDir = join(ROOT, 'dist')): { manifest: string; types: string } {
  mkdirSync(outDir, { recursive: true });
  const manifest = join(outDir, 'custom-elements.json');
  const types = join(outDir, 'trini-widgets.d.ts');
  writeFileSync(manifest, JSON.stringify(buildManifest(), null, 2) + '\n');
  writeFileSync(types, buildDeclarations());
  return { manifest, types };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  if (process.argv.includes('--markdown')) {
    process.stdout.write(buildMarkdown());
  } else {
    const { manifest, types } = writeAll();
    console.log(`Wrote ${rel(manifest)} and ${rel(types)}.`);
  }
}
