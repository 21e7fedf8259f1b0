// demo/manifest.js: the preview page's controls come from the manifest (every widget, every attribute with
// its type, allowed values and help, the events it fires) plus the demo values of demo/presets.js.
import { describe, expect, it } from 'vitest';
import { analyze } from '../../../scripts/manifest/analyze.js';
import { elementsOf } from '../../../scripts/manifest/typings.js';
// @ts-expect-error plain JavaScript served to the browser as is (no declarations)
import { CONFIG_TAG, configElement, demoWidgets, valuesOf } from '../../../demo/manifest.js';
// @ts-expect-error plain JavaScript served to the browser as is (no declarations)
import { PRESETS } from '../../../demo/presets.js';

type DemoAttribute = { name: string; type: string; value: string | boolean; options?: string[]; help: string };
type DemoWidget = { tag: string; title: string; summary: string; attributes: DemoAttribute[]; events: string[]; onDemand?: string };

const manifest = analyze();
const elements = elementsOf(manifest);
const widgets = demoWidgets(manifest, PRESETS) as DemoWidget[];

describe('the preview page built from the manifest', () => {
  it('shows every widget of the manifest with every attribute, its help and the events it fires', () => {
    expect(widgets.map((w) => w.tag).sort()).toEqual(
      elements
        .map((e) => e.tagName)
        .filter((t) => t !== CONFIG_TAG)
        .sort(),
    );
    for (const w of widgets) {
      const el = elements.find((e) => e.tagName === w.tag)!;
      expect(w.summary).toBe(el.description);
      expect(
        w.attributes.map((a) => [a.name, a.help]),
        w.tag,
      ).toEqual((el.attributes ?? []).map((a) => [a.name, a.description]));
      expect(w.events, w.tag).toEqual((el.events ?? []).map((e) => e.name));
    }
  });

  it('turns types into controls: numbers, booleans, selects of the allowed values', () => {
    const grid = widgets.find((w) => w.tag === 'trini-product-grid')!;
    expect(grid.attributes.find((a) => a.name === 'mode')).toMatchObject({
      type: 'string',
      value: 'best-sellers',
      options: ['', 'home', 'search', 'category-text', 'best-sellers', 'new', 'similar', 'banner'],
    });
    expect(grid.attributes.find((a) => a.name === 'max-records')).toMatchObject({ type: 'number', value: '4' });
    expect(grid.attributes.find((a) => a.name === 'hide-empty')).toMatchObject({ type: 'boolean', value: false });
    expect(grid.attributes.find((a) => a.name === 'heading')!.options).toBeUndefined();
    expect(widgets.map((w) => w.tag).slice(0, 3)).toEqual(['trini-product-card', 'trini-buy-button', 'trini-cart-button']); // the presets' order
  });

  it.each([
    ["'a' | 'b'", ['a', 'b']],
    ["'login' | 'register'", ['login', 'register']],
    ['string', undefined],
    ["'a' | string", undefined],
  ])('valuesOf(%s)', (text, values) => {
    expect(valuesOf(text)).toEqual(values);
  });

  it('refuses a preset value for an attribute the manifest does not list', () => {
    expect(() => demoWidgets(manifest, [{ tag: 'trini-product-card', title: 'Card', values: { 'no-such-attr': '1' } }])).toThrow(/no attribute no-such-attr/);
  });

  it('shows a widget that has no preset, with empty controls', () => {
    const all = demoWidgets(manifest, []) as DemoWidget[];
    expect(all.find((w) => w.tag === 'trini-cart-button')).toMatchObject({
      title: 'trini-cart-button',
      attributes: [
        { name: 'label', value: '' },
        { name: 'hide-empty-badge', value: false },
      ],
    });
  });

  it('describes trini-config from the manifest', () => {
    expect(configElement(manifest)).toMatchObject({ tag: 'trini-config', attributes: [{ name: 'api-base' }, { name: 'media-base' }, { name: 'store-base' }] });
  });
});
