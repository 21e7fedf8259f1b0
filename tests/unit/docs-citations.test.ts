// Comments and docs cite only documents that are in the repository: no "docs/architecture.md#decisions" or "docs/screens.md#checkout" (documents
// that lived outside it), no issue numbers, no paths on one machine, and every `docs/<file>.md#<section>` cited names a file of
// docs/ and one of its headings. Section marks are written as \u00a7 here so this file passes its own check.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOCS = join(ROOT, 'docs');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', '.git', 'screenshots', 'coverage', 'test-results', '.tsbuild']);
const TEXT = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.sql', '.md', '.css', '.html', '.sh', '.yml', '.yaml']);

function sourceFiles(dir = ROOT): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) files.push(...sourceFiles(join(dir, entry.name)));
    } else if (TEXT.has(extname(entry.name))) {
      files.push(join(dir, entry.name));
    }
  }
  return files;
}

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const heading = /^#{1,6}\s+(.+?)\s*$/.exec(line);
    if (heading) anchors.add(slug(heading[1]));
  }
  return anchors;
}

const DOC_ANCHORS = new Map(
  existsSync(DOCS)
    ? readdirSync(DOCS)
        .filter((f) => f.endsWith('.md'))
        .map((f) => [f, anchorsOf(join(DOCS, f))] as const)
    : [],
);

const SECTION = '\u00a7';
const DANGLING: ReadonlyArray<[string, RegExp]> = [
  ['a design or spec section', new RegExp(`(DESIGN|[Ss]pec)\\s*${SECTION}`)],
  ['a bare section number', new RegExp(`${SECTION}\\s?\\d`)],
  ['a document outside the repository', /\b(wipay|storefront-spec|DESIGN|README-widgets)\.md\b/],
  ['an issue number', /\bissues? #?\d/i],
  ['a path on one machine', /(?<![\w.-])\/(?:work|Users|home\/[a-z][\w-]*)\/[\w.-]+\//],
];

interface Hit {
  where: string;
  text: string;
}

function scan(test: (line: string) => string | null): Hit[] {
  const hits: Hit[] = [];
  for (const file of sourceFiles()) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const problem = test(line);
      if (problem) hits.push({ where: `${relative(ROOT, file)}:${i + 1}`, text: `${problem}: ${line.trim().slice(0, 140)}` });
    });
  }
  return hits;
}

/** What is wrong with `docs/<file>.md#<anchor>`, or null when it exists. */
function missingDoc(file: string, anchor: string | undefined): string | null {
  const anchors = DOC_ANCHORS.get(file);
  if (!anchors) return `docs/${file} does not exist`;
  if (anchor && !anchors.has(anchor)) return `docs/${file} has no section #${anchor}`;
  return null;
}

describe('citations', () => {
  it('docs/ exists with its index', () => {
    expect(DOC_ANCHORS.has('README.md')).toBe(true);
    expect(DOC_ANCHORS.get('domain.md')).toContain('freight');
  });

  it('no source or doc cites a document that is not in the repository, an issue number or a path on one machine', () => {
    const hits = scan((line) => DANGLING.find(([, re]) => re.test(line))?.[0] ?? null);
    expect(hits.map((h) => `${h.where} ${h.text}`)).toEqual([]);
  });

  it('every docs/ file and section cited in the code exists', () => {
    const hits = scan((line) => {
      for (const m of line.matchAll(/\bdocs\/([\w-]+\.md)(?:#([\w-]+))?/g)) {
        const problem = missingDoc(m[1], m[2]);
        if (problem) return problem;
      }
      return null;
    });
    expect(hits.map((h) => `${h.where} ${h.text}`)).toEqual([]);
  });

  it('every link between the docs pages names a page and section that exist', () => {
    const broken: string[] = [];
    for (const [page] of DOC_ANCHORS) {
      const text = readFileSync(join(DOCS, page), 'utf8');
      for (const m of text.matchAll(/\]\(((?:[\w-]+\.md)?)(?:#([\w-]+))?\)/g)) {
        const problem = missingDoc(m[1] || page, m[2]);
        if (problem) broken.push(`docs/${page}: ${m[0]}: ${problem}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the checks catch what they are for', () => {
    const find = (line: string) => DANGLING.find(([, re]) => re.test(line))?.[0] ?? null;
    expect(find(`// Freight (DESIGN ${SECTION}5)`)).toBe('a design or spec section');
    expect(find(`// the rule of ${SECTION}9`)).toBe('a bare section number');
    expect(find('// see wipay' + '.md "Request"')).toBe('a document outside the repository');
    expect(find('// copied from /home/' + 'someone/project/notes.md')).toBe('a path on one machine');
    expect(find('// Freight (docs/domain.md#freight); links.home() is /home')).toBeNull();
    expect(missingDoc('domain.md', 'freight')).toBeNull();
    expect(missingDoc('domain.md', 'no-such-section')).toMatch(/no section/);
    expect(missingDoc('nowhere.md', undefined)).toMatch(/does not exist/);
    expect(slug('Delivery minimum')).toBe('delivery-minimum');
  });
});
