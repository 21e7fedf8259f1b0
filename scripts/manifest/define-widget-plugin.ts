// A plugin for @custom-elements-manifest/analyzer that understands our widget elements. The analyzer
// documents classes; our widgets are `export default defineWidget({ tag, attributes, css, component })`
// calls, so this plugin turns each call into the class declaration the manifest needs:
//   - tag and attributes from the call's object literal; an attribute's /** doc */ describes it, and an
//     `@type {'a' | 'b'}` in it lists the values a string attribute takes;
//   - description, @fires, @csspart and @cssprop from the JSDoc above `export default defineWidget(...)`;
//   - what every widget gets from the runtime, from the JSDoc of `defineWidget` itself (the `root` part,
//     the `trini-error` event, the `ready` property) and of the CSS constants in widgets/styles (the
//     --trini-* theme properties every shadow root reads);
//   - each event's detail type and description from the TriniEventDetails interface.
// Modules that define no element (the runtime and style files read for the above) are left out of the
// manifest: they are not part of the public API.
import type { Plugin } from '@custom-elements-manifest/analyzer';
import { parse, type Spec } from 'comment-parser';
import type { Attribute, ClassDeclaration, ClassField, CssCustomProperty, CssPart, CustomElement, Event, Package } from 'custom-elements-manifest/schema';
import type ts from 'typescript';

type Element = ClassDeclaration & CustomElement; // schema 1.0.0's CustomElementDeclaration omits CustomElement
type Fired = { name: string; description?: string }; // an @fires tag; its type comes from TriniEventDetails
type TypeScript = typeof import('typescript');

/** What the JSDoc tags of one comment say about an element. */
interface ElementDoc {
  description: string;
  events: Fired[];
  cssParts: CssPart[];
  cssProperties: CssCustomProperty[];
  members: ClassField[];
}

/** `trini-product-card` -> `TriniProductCardElement`. */
export const classNameOf = (tag: string): string =>
  tag
    .split('-')
    .map((s) => s[0].toUpperCase() + s.slice(1))
    .join('') + 'Element';

/** A tag's text after its name, without the ` - ` separator. */
const tagText = (s: Spec): string => s.description.trim().replace(/^-\s*/, '');
const described = <T extends object>(item: T, description: string): T => (description ? { ...item, description } : item);

/** Parses the JSDoc comments of a node (`node.jsDoc`, set by the TypeScript parser) into one ElementDoc. */
export function readJsDoc(node: ts.Node): ElementDoc {
  const doc: ElementDoc = { description: '', events: [], cssParts: [], cssProperties: [], members: [] };
  const comments = (node as ts.Node & { jsDoc?: ts.JSDoc[] }).jsDoc ?? [];
  for (const comment of comments) {
    for (const block of parse(comment.getFullText())) {
      if (block.description) doc.description = block.description.trim();
      for (const tag of block.tags) {
        const description = tagText(tag);
        switch (tag.tag) {
          case 'fires':
          case 'event':
            doc.events.push(described({ name: tag.name }, description));
            break;
          case 'csspart':
          case 'part':
            doc.cssParts.push(described({ name: tag.name }, description));
            break;
          case 'cssprop':
          case 'cssproperty':
            doc.cssProperties.push(described({ name: tag.name, ...(tag.default ? { default: tag.default } : {}) }, description));
            break;
          case 'prop':
          case 'property':
            doc.members.push(described({ kind: 'field', name: tag.name, ...(tag.type ? { type: { text: tag.type } } : {}) }, description));
            break;
        }
      }
    }
  }
  return doc;
}

function propertyName(ts: TypeScript, name: ts.PropertyName): string {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  throw new Error(`defineWidget: unsupported property name ${name.getText()}`);
}

/** One attribute of `attributes: { name: 'number' | 'string' | 'boolean' }`, with its JSDoc. */
function attributeOf(ts: TypeScript, p: ts.PropertyAssignment): Attribute {
  const name = propertyName(ts, p.name);
  if (!ts.isStringLiteral(p.initializer)) throw new Error(`defineWidget: attribute ${name} needs a type string`);
  const kind = p.initializer.text;
  let typeText = kind;
  let description = '';
  for (const comment of (p as ts.Node & { jsDoc?: ts.JSDoc[] }).jsDoc ?? []) {
    for (const block of parse(comment.getFullText())) {
      description = block.description.trim();
      const values = block.tags.find((t) => t.tag === 'type');
      if (values) typeText = values.type; // the values a string attribute takes, e.g. 'login' | 'register'
    }
  }
  return {
    name,
    type: { text: typeText },
    ...(description ? { description } : {}),
    ...(kind === 'boolean' ? { default: 'false' } : {}), // absent means false (widgets/runtime/widget.ts parseAttr)
  };
}

/** The element a `defineWidget({...})` call defines, with the JSDoc of the statement around it. */
function elementOf(ts: TypeScript, call: ts.CallExpression, statement: ts.Node, file: string): { element: Element; fired: Fired[] } {
  const options = call.arguments[0];
  if (!options || !ts.isObjectLiteralExpression(options)) throw new Error(`${file}: defineWidget needs an object literal`);
  let tag = '';
  const attributes: Attribute[] = [];
  for (const p of options.properties) {
    if (!ts.isPropertyAssignment(p)) continue;
    const key = propertyName(ts, p.name);
    if (key === 'tag' && ts.isStringLiteral(p.initializer)) tag = p.initializer.text;
    if (key === 'attributes' && ts.isObjectLiteralExpression(p.initializer)) {
      for (const a of p.initializer.properties) if (ts.isPropertyAssignment(a)) attributes.push(attributeOf(ts, a));
    }
  }
  if (!tag) throw new Error(`${file}: defineWidget without a literal tag`);
  const doc = readJsDoc(statement);
  if (!doc.description) throw new Error(`${file}: <${tag}> has no JSDoc description above defineWidget(...)`);
  const element: Element = {
    kind: 'class',
    customElement: true,
    name: classNameOf(tag),
    tagName: tag,
    description: doc.description,
    superclass: { name: 'HTMLElement', module: 'global:' },
    attributes,
    events: [], // filled in the package link phase, when TriniEventDetails has been read
    cssParts: doc.cssParts,
    cssProperties: doc.cssProperties,
    members: doc.members,
  };
  return { element, fired: doc.events };
}

interface Shared {
  widget: ElementDoc; // from defineWidget's JSDoc
  theme: CssCustomProperty[]; // from the styles' JSDoc
  events: Map<string, Event>; // TriniEventDetails: name -> type and description
  elements: Map<Element, Fired[]>; // the declarations this plugin made, with their @fires
}

const byName = <T extends { name: string }>(items: T[]): T[] => [...new Map(items.map((i) => [i.name, i])).values()];

export function defineWidgetPlugin(): Plugin {
  const shared: Shared = { widget: readEmpty(), theme: [], events: new Map(), elements: new Map() };
  return {
    name: 'trini-define-widget',
    analyzePhase(params) {
      // The analyzer parses with its own TypeScript release; its nodes are typed here with the project's.
      const ts = params.ts as unknown as TypeScript;
      const node = params.node as unknown as ts.Node;
      const { moduleDoc } = params;
      const file = moduleDoc.path ?? '';
      if (ts.isExportAssignment(node) && ts.isCallExpression(node.expression) && node.expression.expression.getText() === 'defineWidget') {
        const { element, fired } = elementOf(ts, node.expression, node, file);
        shared.elements.set(element, fired);
        moduleDoc.declarations = [...(moduleDoc.declarations ?? []), element];
        // The analyzer records `export default <expression>` without a declaration name: point it at ours.
        const others = (moduleDoc.exports ?? []).filter((e) => e.name !== 'default');
        moduleDoc.exports = [
          ...others,
          { kind: 'js', name: 'default', declaration: { name: element.name, module: file } },
          { kind: 'custom-element-definition', name: element.tagName!, declaration: { name: element.name, module: file } },
        ];
      }
      if (ts.isFunctionDeclaration(node) && node.name?.text === 'defineWidget') shared.widget = readJsDoc(node);
      if (ts.isVariableStatement(node) && file.includes('widgets/styles/')) shared.theme.push(...readJsDoc(node).cssProperties);
      if (ts.isInterfaceDeclaration(node) && node.name.text === 'TriniEventDetails') {
        for (const m of node.members) {
          if (!ts.isPropertySignature(m) || !m.type) continue;
          const name = propertyName(ts, m.name);
          shared.events.set(name, described({ name, type: { text: `CustomEvent<${m.type.getText()}>` } }, readJsDoc(m).description));
        }
      }
    },
    packageLinkPhase({ customElementsManifest }) {
      const order = [...shared.events.keys()];
      for (const [el, fired] of shared.elements) {
        el.cssParts = byName([...shared.widget.cssParts, ...(el.cssParts ?? [])]);
        el.cssProperties = byName([...shared.theme, ...(el.cssProperties ?? [])]);
        el.members = byName([...shared.widget.members, ...(el.members ?? [])]);
        el.events = byName([...fired, ...shared.widget.events])
          .map((e): Event => {
            const known = shared.events.get(e.name);
            if (!known) throw new Error(`<${el.tagName}> fires ${e.name}, which TriniEventDetails does not list`);
            return { ...known, ...(e.description ? { description: e.description } : {}) };
          })
          .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
      }
      completeAnalyzerElements(customElementsManifest);
      dropModulesWithoutElements(customElementsManifest);
    },
  };
}

function readEmpty(): ElementDoc {
  return { description: '', events: [], cssParts: [], cssProperties: [], members: [] };
}

/**
 * For classes the analyzer documented itself (trini-config): the description as one line, and a
 * custom-element-definition export for a `@tagname` (the loader defines that tag, in a file not analyzed).
 */
function completeAnalyzerElements(manifest: Package): void {
  for (const m of manifest.modules) {
    for (const d of m.declarations ?? []) {
      const tag = (d as Element).tagName;
      if (d.kind === 'class' && d.description) d.description = d.description.replace(/\s*\n\s*/g, ' '); // one paragraph, as ours
      if (d.kind !== 'class' || !tag || m.exports?.some((e) => e.kind === 'custom-element-definition' && e.name === tag)) continue;
      m.exports = [...(m.exports ?? []), { kind: 'custom-element-definition', name: tag, declaration: { name: d.name, module: m.path } }];
    }
  }
}

function dropModulesWithoutElements(manifest: Package): void {
  manifest.modules = manifest.modules.filter((m) => m.declarations?.some((d) => d.kind === 'class' && (d as Element).customElement));
}
