// The preview page's widget list, built from the Custom Elements Manifest (dist/custom-elements.json,
// served at /demo/custom-elements.json) and the demo values of demo/presets.js. Data only (no DOM), so a
// unit test runs it on the manifest the build writes.

/** @typedef {{ name: string, type: 'number' | 'string' | 'boolean', value: string | boolean, options?: string[], help: string }} DemoAttribute */
/** @typedef {{ tag: string, title: string, summary: string, attributes: DemoAttribute[], events: string[], children?: string, onDemand?: string, framed?: boolean, note?: string }} DemoWidget */
/** @typedef {import('./presets.js').DemoPreset} DemoPreset */

/** The configuration element: part of the loader, shown as a snippet only. */
export const CONFIG_TAG = 'trini-config';

/** The custom element declarations of a manifest. */
export function elementsOf(manifest) {
  return manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement && d.tagName);
}

/** The values of a type like `'a' | 'b'`; undefined for any other type. */
export function valuesOf(typeText) {
  const values = typeText.split('|').map((v) => v.trim());
  return values.every((v) => /^'[^']*'$/.test(v)) ? values.map((v) => v.slice(1, -1)) : undefined;
}

/** @returns {DemoAttribute} */
function attributeOf(attr, value) {
  const text = attr.type?.text ?? 'string';
  const type = text === 'boolean' || text === 'number' ? text : 'string';
  const values = valuesOf(text);
  return {
    name: attr.name,
    type,
    value: value ?? (type === 'boolean' ? false : ''),
    help: attr.description ?? '',
    ...(values ? { options: ['', ...values] } : {}), // '' leaves the attribute out: the widget's default
  };
}

/**
 * Every widget of the manifest (not trini-config), in the presets' order, then any tag without a preset.
 * A preset value for an attribute the manifest does not list is a mistake in the presets: it throws.
 * @returns {DemoWidget[]}
 */
export function demoWidgets(manifest, /** @type {DemoPreset[]} */ presets) {
  const elements = elementsOf(manifest).filter((el) => el.tagName !== CONFIG_TAG);
  const rank = (tag) => {
    const i = presets.findIndex((p) => p.tag === tag);
    return i < 0 ? presets.length : i;
  };
  return elements
    .sort((a, b) => rank(a.tagName) - rank(b.tagName))
    .map((el) => {
      const preset = presets.find((p) => p.tag === el.tagName) ?? { tag: el.tagName, title: el.tagName };
      const attributes = el.attributes ?? [];
      for (const name of Object.keys(preset.values ?? {})) {
        if (!attributes.some((a) => a.name === name)) throw new Error(`demo/presets.js: <${el.tagName}> has no attribute ${name}`);
      }
      const { values, ...shown } = preset;
      return {
        ...shown,
        summary: el.description ?? '',
        attributes: attributes.map((a) => attributeOf(a, values?.[a.name])),
        events: (el.events ?? []).map((e) => e.name),
      };
    });
}

/** trini-config's attributes and their help. */
export function configElement(manifest) {
  const el = elementsOf(manifest).find((d) => d.tagName === CONFIG_TAG);
  if (!el) throw new Error(`the manifest has no <${CONFIG_TAG}>`);
  return { tag: CONFIG_TAG, description: el.description ?? '', attributes: (el.attributes ?? []).map((a) => ({ name: a.name, help: a.description ?? '' })) };
}
