// docs/embedding.md#tags-and-attributes is written for people, but must not drift from the widgets: its table has
// every tag of the manifest with exactly the manifest's attributes and their types.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { analyze, ROOT } from '../../../../scripts/manifest/analyze.js';
import { elementsOf } from '../../../../scripts/manifest/typings.js';

/** tag -> ['attribute: type', ...] from the table of docs/embedding.md. */
function readmeTable(): Map<string, string[]> {
  const readme = readFileSync(join(ROOT, 'docs', 'embedding.md'), 'utf8');
  const section = readme.slice(readme.indexOf('### Tags and attributes'), readme.indexOf('### Events'));
  const out = new Map<string, string[]>();
  let tag = '';
  for (const line of section.split('\n')) {
    const cells = line.split(/(?<!\\)\|/).map((c) => c.trim().replace(/\\\|/g, '|'));
    if (cells.length < 5 || cells[1] === 'Tag' || cells[1].startsWith('---')) continue;
    if (cells[1]) tag = /`<(trini-[a-z-]+)>`/.exec(cells[1])![1];
    const list = out.get(tag) ?? [];
    out.set(tag, list);
    const attr = /^`([a-z-]+)`$/.exec(cells[2]);
    if (attr) list.push(`${attr[1]}: ${cells[3]}`);
  }
  return out;
}

it('docs/embedding.md lists every tag with the attributes and types of the manifest', () => {
  const manifest = new Map(elementsOf(analyze()).map((el) => [el.tagName!, (el.attributes ?? []).map((a) => `${a.name}: ${a.type?.text}`).sort()]));
  const readme = readmeTable();
  expect(new Map([...readme].map(([tag, attrs]) => [tag, attrs.sort()]))).toEqual(manifest);
});
