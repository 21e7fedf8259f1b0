// docs/embedding.md's copy-paste snippets are the demo partner pages' own: each code block after a
// `<!-- snippet: demo/partner/<page>.html#<region> -->` line is exactly the part of that page between
// `<!-- #region <region> -->` and `<!-- #endregion <region> -->`, unindented, with the store's address
// (`{{STORE_URL}}`, which demo/partner-server.ts fills in) written as https://shop.example.tt. The end-to-end tests shop
// on those pages: tests/e2e/partner.test.ts (card.html, quick-order.html) and tests/e2e/partner-buy-button.test.ts
// (one-tag.html).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/manifest/analyze.js';

const guide = readFileSync(join(ROOT, 'docs/embedding.md'), 'utf8');
const STORE = 'https://shop.example.tt';

function snippets(): Array<{ mark: string; code: string }> {
  return [...guide.matchAll(/^<!-- snippet: (\S+) -->\n^```html\n([\s\S]*?)^```$/gm)].map((m) => ({ mark: m[1], code: m[2].replace(/\n$/, '') }));
}

/** The region of a page, without its common indentation, with the store's address filled in. */
function region(mark: string): string {
  const [file, name] = mark.split('#');
  const text = readFileSync(join(ROOT, file), 'utf8');
  const start = text.indexOf(`<!-- #region ${name} -->\n`);
  const end = text.indexOf(`<!-- #endregion ${name} -->`);
  expect(start, `${mark}: no region`).toBeGreaterThanOrEqual(0);
  expect(end, `${mark}: no end of the region`).toBeGreaterThan(start);
  const lines = text
    .slice(text.indexOf('\n', start) + 1, end)
    .split('\n')
    .filter((line) => line.trim() !== '');
  const indent = Math.min(...lines.map((line) => /^ */.exec(line)![0].length));
  return lines
    .map((line) => line.slice(indent))
    .join('\n')
    .replaceAll('{{STORE_URL}}', STORE);
}

describe('docs/embedding.md copy-paste snippets', () => {
  it('has one for each way of selling, each from its demo partner page', () => {
    expect(snippets().map((s) => s.mark)).toEqual([
      'demo/partner/card.html#snippet',
      'demo/partner/quick-order.html#snippet',
      'demo/partner/one-tag.html#snippet',
    ]);
  });

  it.each(snippets().map((s) => [s.mark, s.code] as const))('shows %s as the page has it', (mark, code) => {
    expect(code).toBe(region(mark));
  });

  it('pastes the loader and one tag, nothing else of the store', () => {
    for (const { code } of snippets()) {
      const tags = [...code.matchAll(/<(trini-[a-z-]+|script)\b/g)].map((m) => m[1]);
      expect(tags).toHaveLength(2);
      expect(code).toContain(`<script type="module" src="${STORE}/widgets/trini-widgets.js"></script>`);
    }
  });
});
