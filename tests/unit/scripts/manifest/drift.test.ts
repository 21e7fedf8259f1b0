// The element JSDoc (`@csspart`, `@fires`) is written by hand, so this keeps it true: for every widget, the
// parts its component tree renders (`part="..."` in the widgets/ui files the element imports, directly or
// not, a chunk it loads on demand with `import('./x.js')` included) and the events it emits (`emit('trini-...')`, `dispatchTrini(..., 'trini-...')`) are exactly the ones
// the manifest lists (besides `root` and `trini-error`, which every widget has).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze, ROOT } from '../../../../scripts/manifest/analyze.js';
import { elementsOf } from '../../../../scripts/manifest/typings.js';

const UI = join(ROOT, 'widgets/ui') + '/';
const DEFINE = join(UI, 'define.ts');
/** A widgets/ui file, another widget's element module that this one composes among them (never the shared define.ts). */
const followed = (f: string) => f.startsWith(UI) && f !== DEFINE;

/** The .ts/.tsx files a file imports by relative path, statically or on demand (type-only imports left out). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  const found = [...text.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?from\s+'(\.[^']+)'/gm), ...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)];
  for (const m of found) {
    const base = resolve(dirname(file), m[1]).replace(/\.js$/, '');
    const found = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
    if (found) out.push(found);
  }
  return out;
}

/** Every widgets/ui file an element module imports, directly or not (through an element it composes too). */
function uiClosure(file: string): string[] {
  const seen = new Set<string>();
  const stack = importsOf(file).filter(followed);
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...importsOf(f).filter((g) => followed(g) && !seen.has(g)));
  }
  return [...seen];
}

function rendered(file: string): { parts: string[]; events: string[] } {
  const parts = new Set<string>();
  const events = new Set<string>();
  for (const f of uiClosure(file)) {
    const text = readFileSync(f, 'utf8');
    for (const m of text.matchAll(/\bpart(?:=|:\s*)["']([a-z0-9 -]+)["']/g)) for (const p of m[1].split(/\s+/)) if (p) parts.add(p);
    for (const m of text.matchAll(/(?:emit|dispatchTrini)\([^'"]*['"](trini-[a-z-]+)['"]/g)) events.add(m[1]);
  }
  return { parts: [...parts].sort(), events: [...events].sort() };
}

const widgets = elementsOf(analyze()).filter((el) => el.tagName !== 'trini-config');

describe('the element JSDoc against the component trees', () => {
  it.each(widgets.map((el) => [el.tagName!, el] as const))('<%s> lists the parts it renders and the events it emits', (tag, el) => {
    const file = join(UI, tag.replace(/^trini-/, ''), 'element.ts');
    const source = rendered(file);
    const documented = {
      parts: (el.cssParts ?? [])
        .map((p) => p.name)
        .filter((p) => p !== 'root')
        .sort(),
      events: (el.events ?? [])
        .map((e) => e.name)
        .filter((e) => e !== 'trini-error')
        .sort(),
    };
    expect(documented).toEqual({ parts: source.parts.filter((p) => p !== 'root'), events: source.events.filter((e) => e !== 'trini-error') });
  });
});
