// The manifest of @custom-elements-manifest/analyzer with our plugin says everything the hand-made generator it
// replaced said: the same tags, and per tag its attributes (with their types), events, parts and custom
// properties (with their defaults). Widgets may gain more since (an attribute's union of values may widen); none may
// lose any. The fixture is dist/custom-elements.json as `npm run build`
// wrote it before the switch (scripts/custom-elements.ts, deleted since).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Package } from 'custom-elements-manifest/schema';
import { analyze } from '../../../../scripts/manifest/analyze.js';
import { elementsOf } from '../../../../scripts/manifest/typings.js';

const before = JSON.parse(readFileSync(new URL('./fixtures/custom-elements-before-analyzer.json', import.meta.url), 'utf8')) as Package;
const after = analyze();

/** tag -> the sets compared (sorted lists, so a failure shows what differs). */
function summary(manifest: Package) {
  const sorted = (xs: string[]) => [...xs].sort();
  return new Map(
    elementsOf(manifest).map((el) => [
      el.tagName!,
      {
        attributes: sorted((el.attributes ?? []).map((a) => `${a.name}: ${a.type?.text}`)),
        events: sorted((el.events ?? []).map((e) => `${e.name}: ${e.type?.text}`)),
        parts: sorted((el.cssParts ?? []).map((p) => p.name)),
        cssProperties: sorted((el.cssProperties ?? []).map((p) => `${p.name} = ${p.default ?? ''}`)),
      },
    ]),
  );
}

const old = summary(before);
const now = summary(after);

/** Whether attribute `now` ('view: a | b | c') is `was` ('view: a | b'), or the same name with more values. */
function widens(now: string, was: string): boolean {
  if (now === was) return true;
  const [nowName, nowType = ''] = now.split(': ');
  const [wasName, wasType = ''] = was.split(': ');
  const values = (type: string) => new Set(type.split(' | '));
  const nowValues = values(nowType);
  return nowName === wasName && wasType.includes(' | ') && [...values(wasType)].every((v) => nowValues.has(v));
}

describe('the analyzer manifest against the one it replaced', () => {
  it('has every tag it had', () => {
    expect(old.size).toBe(22);
    expect([...now.keys()]).toEqual(expect.arrayContaining([...old.keys()]));
  });

  it.each([...old.keys()])('<%s>: keeps its attributes, events, parts and custom properties', (tag) => {
    const was = old.get(tag)!;
    const is = now.get(tag)!;
    for (const key of ['events', 'parts', 'cssProperties'] as const) expect(is[key]).toEqual(expect.arrayContaining(was[key]));
    for (const attribute of was.attributes)
      expect(
        is.attributes.some((now) => widens(now, attribute)),
        attribute,
      ).toBe(true);
  });
});
