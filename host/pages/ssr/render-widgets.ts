// Server rendering of the widgets a page places (docs/architecture.md#widgets): every <trini-*> tag of SERVER_RENDERED in the
// page's HTML gets its shadow root written out as declarative shadow DOM, rendered by the widget's own React
// component with react-dom/server; the custom element hydrates it in the browser (runtime/widget.ts).
// The catalogue answers the components asked for are resolved (resolveAnswer) and the render repeated
// until none is missing, then carried in the page once as JSON (widgets/api/preload.ts).
// renderToString is synchronous, so the module-wide preload state and config are safe to set per render.
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { tokensCss } from '../../../widgets/styles/tokens.js';
import { camelCase, parseAttr, ROOT_CLASS, widgetTree, type AttrSpec, type WidgetDefinition } from '../../../widgets/runtime/widget.js';
import { clearPreloaded, PRELOAD_ELEMENT_ID, providePreloaded } from '../../../widgets/api/preload.js';
import { $config, resolveConfig } from '../../../widgets/runtime/config.js';
import { setRenderedPageOrigin } from '../../../widgets/runtime/links.js';
import { SERVER_RENDERED } from './widget-modules.js';
import { oneByteMarkup } from '../one-byte.js';
import { scriptJson } from '../html.js';

/** An answer for a preload key ('api/...?...'), or undefined when the store could not give one. */
export type ResolveAnswer = (key: string) => Promise<unknown>;

/** Renders repeat while they find answers missing: a list needs its first page, a category all its pages. */
const MAX_PASSES = 6;

const OPENING_TAG = /<(trini-[a-z-]+)((?:\s+[a-z][a-z0-9-]*(?:="[^"]*")?)*)\s*>/g;
const ATTRIBUTE = /([a-z][a-z0-9-]*)(?:="([^"]*)")?/g;
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function attributesOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(ATTRIBUTE))
    out.set(
      m[1],
      (m[2] ?? '').replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]),
    );
  return out;
}

function propsOf(attributes: Map<string, string>, spec: AttrSpec): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(spec)) props[camelCase(name)] = parseAttr(attributes.get(name) ?? null, type);
  return props;
}

/** Text for a <style> element: nothing in it may close the element. */
const styleText = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

export interface RenderedPage {
  html: string;
  /** The answers the widgets used, for the page's data element. */
  data: Record<string, unknown>;
  /** Widget renders it took: one per widget, and one more each time a widget found answers missing. */
  passes: number;
}

/** Widgets that place widgets (the product page's recommendation grids) are rendered this deep, no deeper. */
const MAX_NESTING = 2;

interface RenderState {
  origin: string;
  answers: Map<string, unknown>;
  failed: Set<string>;
  resolveAnswer: ResolveAnswer;
  passes: number;
}

/**
 * Writes the server-rendered shadow roots into `html`. `origin` is the page's origin as the browser sees it
 * (links and media URLs are rendered exactly as the browser's runtime will compute them).
 */
export async function renderWidgets(html: string, origin: string, resolveAnswer: ResolveAnswer): Promise<RenderedPage> {
  const state: RenderState = { origin, answers: new Map(), failed: new Set(), resolveAnswer, passes: 0 };
  const out = await renderTags(html, state, 0);
  const data: Record<string, unknown> = {};
  for (const [key, value] of state.answers) if (!state.failed.has(key)) data[key] = value;
  return { html: out, data, passes: state.passes };
}

/** Each tag's widget module, once imported: an import() of a loaded module still costs a resolve per call. */
const loaded = new Map<string, WidgetDefinition>();

async function load(tag: string): Promise<WidgetDefinition> {
  const definition = (await SERVER_RENDERED[tag]()).default;
  loaded.set(tag, definition);
  return definition;
}

/** `html` with a shadow root written into every server-rendered tag, and into the tags their markup places. */
async function renderTags(html: string, state: RenderState, depth: number): Promise<string> {
  const parts: string[] = [];
  let last = 0;
  for (const match of html.matchAll(OPENING_TAG)) {
    const [opening, tag, attributeText] = match;
    if (!SERVER_RENDERED[tag]) continue;
    const definition = loaded.get(tag) ?? (await load(tag));
    const options = definition.options;
    if (!options) continue;
    const props = propsOf(attributesOf(attributeText), options.attributes ?? {});
    const rendered = await renderOne(options.component as ComponentType<never>, props, state, tag);
    if (rendered === null) continue;
    // A nested element is in the browser's DOM before its own script runs, like a top-level one: it hydrates too.
    const inner = depth + 1 < MAX_NESTING ? await renderTags(rendered, state, depth + 1) : rendered;
    const end = match.index + opening.length;
    parts.push(html.slice(last, end));
    parts.push(
      `<template shadowrootmode="open"><style data-ssr>${styleText(tokensCss + (options.css ?? ''))}</style><div class="${ROOT_CLASS}" part="root" data-ssr>${inner}</div></template>`,
    );
    last = end;
  }
  parts.push(html.slice(last));
  return parts.join('');
}

async function renderOne(component: ComponentType<never>, props: Record<string, unknown>, state: RenderState, tag: string): Promise<string | null> {
  const { origin, answers, failed, resolveAnswer } = state;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    state.passes++;
    let markup: string;
    let missing: Set<string>;
    const previousConfig = $config.get();
    try {
      missing = providePreloaded(answers);
      $config.set(resolveConfig({}, origin));
      setRenderedPageOrigin(origin);
      markup = renderToString(widgetTree(null, component, props, () => undefined));
    } catch (error) {
      console.error(`[ssr] ${tag} could not be rendered; the browser will render it`, error);
      return null;
    } finally {
      clearPreloaded();
      setRenderedPageOrigin(undefined);
      $config.set(previousConfig);
    }
    if (missing.size === 0) return oneByteMarkup(markup);
    // An answer the store could not give leaves the widget to the browser (which shows its own error state).
    if ([...missing].some((key) => failed.has(key))) return null;
    for (const key of missing) {
      const answer = await resolveAnswer(key);
      if (answer === undefined) failed.add(key);
      else answers.set(key, answer);
    }
  }
  return null;
}

/** The page's data element: JSON that no value can break out of (type="application/json" never runs). */
export function preloadScript(data: Record<string, unknown>): string {
  if (Object.keys(data).length === 0) return '';
  return `<script type="application/json" id="${PRELOAD_ELEMENT_ID}">${scriptJson(data).value}</script>`;
}
