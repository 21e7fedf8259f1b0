// docs/frameworks.md shows only tested code: each of its code blocks follows a `<!-- snippet: path -->` (or
// `path#region`) line and is exactly that file, or the part between `// #region name` and `// #endregion name`.
// The files are the partner apps the framework e2e and type tests run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/manifest/analyze.js';

const guide = readFileSync(join(ROOT, 'docs/frameworks.md'), 'utf8');

/** Every fenced block, with the snippet mark on the line before it (if any). */
function blocks(): Array<{ mark: string | undefined; code: string }> {
  const found = [];
  for (const m of guide.matchAll(/(?:^<!-- snippet: (\S+) -->\n)?^```[a-z]*\n([\s\S]*?)^```$/gm)) found.push({ mark: m[1], code: m[2].replace(/\n$/, '') });
  return found;
}

function source(mark: string): string {
  const [file, region] = mark.split('#');
  const text = readFileSync(join(ROOT, file), 'utf8');
  if (!region) return text.replace(/\n$/, '');
  const start = text.indexOf(`// #region ${region}\n`);
  const end = text.indexOf(`// #endregion ${region}`);
  expect(start, `${mark}: no region`).toBeGreaterThanOrEqual(0);
  return text.slice(start + `// #region ${region}\n`.length, end).replace(/\n$/, '');
}

describe('docs/frameworks.md', () => {
  it('has a snippet mark before every code block', () => {
    const all = blocks();
    expect(all.length).toBeGreaterThanOrEqual(12);
    expect(all.filter((b) => !b.mark).map((b) => b.code.slice(0, 60))).toEqual([]);
  });

  it.each(blocks().map((b) => [b.mark ?? '(none)', b.code] as const))('shows %s as it is', (mark, code) => {
    expect(code).toBe(source(mark));
  });

  it('shows the app of every framework, the page and its mistakes', () => {
    const marks = blocks().map((b) => b.mark);
    for (const framework of ['react', 'vue', 'svelte'])
      expect(marks.filter((m) => m?.startsWith(`tests/types/frameworks/${framework}/`)).length).toBeGreaterThanOrEqual(3);
    expect(marks).toContain('tests/types/frameworks/page.html');
  });
});
