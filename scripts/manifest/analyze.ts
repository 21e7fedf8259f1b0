// Runs @custom-elements-manifest/analyzer over the widget sources with our defineWidget plugin and returns
// the Custom Elements Manifest (schema 1.0.0). Nothing is executed; the sources are only parsed.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { create, ts } from '@custom-elements-manifest/analyzer';
import type { Package } from 'custom-elements-manifest/schema';
import { defineWidgetPlugin } from './define-widget-plugin.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The element modules (defineWidget's own, elements/define.ts, among them), and the runtime and style
 * files that say what every widget has (read by the plugin). */
export function sourceFiles(): string[] {
  const elements = readdirSync(join(ROOT, 'widgets/elements'))
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => `widgets/elements/${f}`);
  return [...elements, 'widgets/runtime/events.ts', 'widgets/styles/tokens.ts'];
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
