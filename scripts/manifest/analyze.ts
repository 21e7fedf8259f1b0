// Runs @custom-elements-manifest/analyzer over the widget sources with our defineWidget plugin and returns
// the Custom Elements Manifest (schema 1.0.0). Nothing is executed; the sources are only parsed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, ts } from '@custom-elements-manifest/analyzer';
import type { Package } from 'custom-elements-manifest/schema';
import { defineWidgetPlugin } from './define-widget-plugin.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The element modules (each widgets/ui/<widget>/element.ts, and the loader's <trini-config>) in the order of their
 * tags, defineWidget's own (widgets/ui/define.ts), and the runtime and style files that say what every widget has
 * (read by the plugin). */
export function sourceFiles(): string[] {
  const widgets = readdirSync(join(ROOT, 'widgets/ui'))
    .filter((folder) => existsSync(join(ROOT, 'widgets/ui', folder, 'element.ts')))
    .map((folder) => ({ tag: `trini-${folder}`, path: `widgets/ui/${folder}/element.ts` }));
  const elements = [...widgets, { tag: 'trini-config', path: 'widgets/loader/config-element.ts' }].sort((a, b) => (a.tag < b.tag ? -1 : 1)).map((e) => e.path);
  return [...elements, 'widgets/ui/define.ts', 'widgets/runtime/events.ts', 'widgets/styles/tokens.ts'];
}

/** The manifest of some sources (path relative to the repository, text). */
export function analyzeSources(sources: Array<{ path: string; text: string }>): Package {
  const modules = sources.map((s) => ts.createSourceFile(s.path, s.text, ts.ScriptTarget.ES2022, true));
  const manifest = create({ modules, plugins: [defineWidgetPlugin()] });
  manifest.readme = 'README.md';
  return manifest;
}

export function analyze(files = sourceFiles()): Package {
  return analyzeSources(files.map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') })));
}
