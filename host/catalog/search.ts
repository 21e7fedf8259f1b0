import type { Product } from '../../widgets/domain/types.js';

// Free-text search over the in-memory catalogue (pure: no I/O, no clock).
// Matching is case- and accent-insensitive, '&' equals 'and', every word must match somewhere,
// and a word found in the name counts for more than one found in the categories, which counts for
// more than one found only in the description. Ties keep the order of the documents given.

export interface SearchDoc {
  product: Product;
  name: string; // normalised
  categories: string; // normalised subcategory, top category and home category names
  description: string; // normalised
}

/** Text normalise() gives back as it is: lower-case ASCII words of letters and digits, one space apart. */
const NORMAL_ALREADY = /^(?:[a-z0-9]+(?: [a-z0-9]+)*)?$/;

/** Lower case, no accents, '&' as 'and', punctuation as spaces, single spaces, trimmed. */
export function normalise(text: string): string {
  // Most searches are typed that way already: the test costs far less than the Unicode passes below.
  if (NORMAL_ALREADY.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The distinct words of a query, normalised. */
export function queryWords(text: string): string[] {
  return wordsOfNormalised(normalise(text));
}

/** The distinct words of a text normalise() has made already. */
export function wordsOfNormalised(text: string): string[] {
  return [...new Set(text.split(' ').filter(Boolean))];
}

/** `norm`: normalise, or a memo of it (host/catalog/text-memo.ts). */
export function makeSearchDoc(product: Product, categoryNames: readonly string[], norm: (text: string) => string = normalise): SearchDoc {
  return {
    product,
    name: norm(product.ProductName),
    categories: norm([...new Set(categoryNames.filter(Boolean))].join(' | ')),
    description: norm(product.ProductDescription),
  };
}

/** Per field: the score of a word that starts a word of the field, and of one found inside a word. */
export const WEIGHT = { name: [10, 6], categories: [4, 3], description: [2, 1] } as const;
type Field = keyof typeof WEIGHT;
export const FIELDS: readonly Field[] = ['name', 'categories', 'description'];
/** Added when the whole query, words in order, is in the name (else in the categories). */
export const PHRASE_BONUS = { name: 20, categories: 5 } as const;

/** The forms a query word is looked for in, with their factor: a plural falls back to its singular ('creams' finds 'cream'). */
export function wordForms(word: string): [string, number][] {
  return word.length > 3 && word.endsWith('s')
    ? [
        [word, 1],
        [word.slice(0, -1), 0.9],
      ]
    : [[word, 1]];
}

/** 0 when absent, else the weight: higher when the word starts a word of the field than inside one. */
function fieldScore(field: string, word: string, weights: readonly [number, number]): number {
  const at = field.indexOf(word);
  if (at < 0) return 0;
  return ` ${field}`.includes(` ${word}`) ? weights[0] : weights[1];
}

/** The best score of one word over the fields and the word's forms. */
function wordScore(doc: SearchDoc, word: string): number {
  let best = 0;
  for (const [form, factor] of wordForms(word)) {
    for (const field of FIELDS) {
      const score = fieldScore(doc[field], form, WEIGHT[field]) * factor;
      if (score > best) best = score;
    }
  }
  return best;
}

/** The document's score for the query words, or 0 when some word matches nowhere. */
export function scoreDoc(doc: SearchDoc, words: readonly string[]): number {
  let total = 0;
  for (const word of words) {
    const score = wordScore(doc, word);
    if (score === 0) return 0;
    total += score;
  }
  if (words.length > 1) {
    const phrase = words.join(' ');
    if (doc.name.includes(phrase)) total += PHRASE_BONUS.name;
    else if (doc.categories.includes(phrase)) total += PHRASE_BONUS.categories;
  }
  return total;
}

/**
 * The products matching every word of `text`, best first; ties keep the order of `docs`.
 * An empty or blank text matches everything, in the order of `docs`.
 */
export function searchProducts(docs: readonly SearchDoc[], text: string): Product[] {
  const words = queryWords(text);
  if (words.length === 0) return docs.map((d) => d.product);
  const hits: { product: Product; score: number; index: number }[] = [];
  docs.forEach((doc, index) => {
    const score = scoreDoc(doc, words);
    if (score > 0) hits.push({ product: doc.product, score, index });
  });
  hits.sort((a, b) => b.score - a.score || a.index - b.index);
  return hits.map((h) => h.product);
}
