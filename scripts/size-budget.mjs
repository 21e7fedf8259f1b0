#!/usr/bin/env node
// Size budget of the widget bundle (docs/architecture.md#performance). Run after `npm run build`.
// Prints the gzip size of the loader and of everything a page with one <trini-product-card> downloads:
// the loader + the card's chunk + every chunk it imports statically (transitively: the runtime chunk).
// Fails (exit 1) when the loader exceeds 4 KB gzip or that page exceeds 74 KB gzip (docs/widgets.md#budgets): React,
// react-dom and ky are most of it, and the budget stays at what the page weighs, so growth past it is a decision.
// The same for a page with one <trini-buy-button> before the shopper opens the cart (75 KB): the card and the entry to
// the cart panel and checkout, whose own chunks load when first opened.
// While widgets/ui/product-card/element.ts is still the placeholder, the cart button is measured instead.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'dist/widgets';
const LOADER = 'trini-widgets.js';
const LOADER_BUDGET = 4 * 1024;
const PAGE_BUDGET = 74 * 1024;
const BUY_BUTTON_BUDGET = 75 * 1024;

if (!existsSync(join(DIST, LOADER))) {
  console.error(`size-budget: ${join(DIST, LOADER)} not found; run \`npm run build\` first.`);
  process.exit(1);
}

const files = new Set(readdirSync(DIST).filter((f) => f.endsWith('.js')));
const read = (f) => readFileSync(join(DIST, f), 'utf8');
const gzip = (f) => gzipSync(readFileSync(join(DIST, f)), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Relative files a chunk imports statically (import/export ... from "./x.js", import "./x.js"). */
function staticImports(file) {
  const code = read(file);
  const out = new Set();
  const re = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[^"']+)["']/g;
  for (const m of code.matchAll(re)) out.add(m[1].slice(2));
  return [...out].filter((f) => files.has(f));
}

function closure(entry) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    staticImports(f).forEach(visit);
  };
  visit(entry);
  return seen;
}

/** The chunk the loader imports for a tag: `"trini-x":()=>import("./x-hash.js")`. */
function chunkForTag(tag) {
  const m = read(LOADER).match(new RegExp(`["']?${tag}["']?\\s*:\\s*\\(\\)\\s*=>\\s*import\\(["']\\./([^"']+)["']\\)`));
  return m && files.has(m[1]) ? m[1] : null;
}

const cardSource = ['widgets/ui/product-card/element.ts', 'widgets/ui/product-card/element.tsx'].find(existsSync);
const cardIsPlaceholder = !cardSource || readFileSync(cardSource, 'utf8').includes('PLACEHOLDER');
const tag = cardIsPlaceholder ? 'trini-cart-button' : 'trini-product-card';
const widgetChunk = chunkForTag(tag);
if (!widgetChunk) {
  console.error(`size-budget: no chunk for ${tag} found in ${LOADER}`);
  process.exit(1);
}

const loaderSize = gzip(LOADER);
const loaderDeps = closure(LOADER); // the loader should import nothing statically
const page = new Set([...loaderDeps, ...closure(widgetChunk)]);
let pageSize = 0;
console.log('gzip -9 sizes (dist/widgets):');
for (const f of [...page].sort((a, b) => (a === LOADER ? -1 : b === LOADER ? 1 : a.localeCompare(b)))) {
  const s = gzip(f);
  pageSize += s;
  console.log(`  ${f.padEnd(36)} ${kb(s).padStart(9)}`);
}
console.log(`loader ${LOADER}: ${kb(loaderSize)} (budget ${kb(LOADER_BUDGET)})`);
if (loaderDeps.size > 1) console.log(`  note: the loader imports ${[...loaderDeps].slice(1).join(', ')} statically`);
console.log(`page with one <${tag}>: ${kb(pageSize)} (budget ${kb(PAGE_BUDGET)})`);
if (cardIsPlaceholder) {
  console.log('  note: <trini-product-card> is still a placeholder, so the cart button was measured instead.');
}

const buyButtonChunk = chunkForTag('trini-buy-button');
const buyButtonSize = buyButtonChunk ? [...new Set([...loaderDeps, ...closure(buyButtonChunk)])].reduce((sum, f) => sum + gzip(f), 0) : 0;
if (buyButtonChunk) console.log(`page with one <trini-buy-button>: ${kb(buyButtonSize)} (budget ${kb(BUY_BUTTON_BUDGET)})`);

let failed = false;
if (buyButtonSize > BUY_BUTTON_BUDGET) {
  console.error(`FAIL: a page with one <trini-buy-button> loads ${kb(buyButtonSize)}, over ${kb(BUY_BUTTON_BUDGET)}`);
  failed = true;
}
if (loaderSize > LOADER_BUDGET) {
  console.error(`FAIL: the loader is ${kb(loaderSize)}, over ${kb(LOADER_BUDGET)}`);
  failed = true;
}
if (pageSize > PAGE_BUDGET) {
  console.error(`FAIL: a page with one <${tag}> loads ${kb(pageSize)}, over ${kb(PAGE_BUDGET)}`);
  failed = true;
}
process.exit(failed ? 1 : 0);
