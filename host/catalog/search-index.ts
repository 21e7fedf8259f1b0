import type { Product } from '../../widgets/domain/types.js';
import { FIELDS, PHRASE_BONUS, WEIGHT, wordForms, type SearchDoc } from './search.js';
import { RankedProducts } from './ranking-cache.js';

// An inverted index over one snapshot's search documents, built once per snapshot, so that a search costs
// O(documents that match), not a scan of every document (whose cost grows with the catalogue).
// It gives exactly the scores of scoreDoc in search.ts: a query word matches a field when it occurs inside the
// field; since fields are normalised (words of letters and digits, single spaces) and a query word has no space,
// that is when it occurs inside one of the field's words, and it starts a word of the field when it is a prefix
// of one. So: find the distinct words that contain the query word (one indexOf loop over all of them joined),
// then visit the documents listed under those words.

export interface SearchIndex {
  /** The documents, in catalogue order; a document's position here is its tie-break rank. */
  readonly docs: readonly SearchDoc[];
  /** ProductNo -> position in docs. */
  readonly positionOf: ReadonlyMap<number, number>;
  /** Every distinct word of every field, joined as ' w1 w2 ... wn ' (one string to search with indexOf). */
  readonly vocabulary: string;
  /** Where each word starts in vocabulary, ascending (to find which word an indexOf hit fell in). */
  readonly wordStarts: Int32Array;
  /** For each word: the (document position, field) pairs it occurs in, ascending, no repeats (see FIELD_BITS). */
  readonly postings: readonly Int32Array[];
  /** Per-document work space of one search, all zeros between searches (searches are synchronous). */
  readonly scratch: { readonly best: Float64Array; readonly scores: Float64Array };
}

/** A posting is document position << FIELD_BITS | field number. */
const FIELD_BITS = 2;
const FIELD_MASK = (1 << FIELD_BITS) - 1;

export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  const ids = new Map<string, number>();
  const lists: number[][] = [];
  // Field texts repeat (every product of a category has the same category text): split each distinct one once.
  const wordIdsOf = new Map<string, number[]>();
  const wordIds = (text: string): number[] => {
    let known = wordIdsOf.get(text);
    if (known) return known;
    known = [];
    for (const word of text.split(' ')) {
      let id = ids.get(word);
      if (id === undefined) {
        id = lists.length;
        ids.set(word, id);
        lists.push([]);
      }
      known.push(id);
    }
    wordIdsOf.set(text, known);
    return known;
  };
  docs.forEach((doc, position) => {
    FIELDS.forEach((field, f) => {
      const text = doc[field];
      if (!text) return;
      const entry = (position << FIELD_BITS) | f;
      for (const id of wordIds(text)) {
        const list = lists[id];
        if (list[list.length - 1] !== entry) list.push(entry);
      }
    });
  });
  const words = [...ids.keys()];
  const wordStarts = new Int32Array(words.length);
  let at = 1;
  words.forEach((word, i) => {
    wordStarts[i] = at;
    at += word.length + 1;
  });
  return {
    docs,
    positionOf: new Map(docs.map((d, i) => [d.product.ProductNo, i])),
    vocabulary: ` ${words.join(' ')} `,
    wordStarts,
    postings: lists.map((l) => Int32Array.from(l)),
    scratch: { best: new Float64Array(docs.length), scores: new Float64Array(docs.length) },
  };
}

/** The word (its id) that vocabulary position `at` falls in. */
function wordAt(index: SearchIndex, at: number): number {
  let lo = 0;
  let hi = index.wordStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (index.wordStarts[mid] <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Adds each document's best score for one query word (wordScore in search.ts) into `best` (zero for the
 * documents it does not match) and lists the documents it raised from zero in `touched`.
 */
function scoreWord(index: SearchIndex, word: string, best: Float64Array, touched: number[]): void {
  for (const [form, factor] of wordForms(word)) {
    let from = 0;
    for (;;) {
      const hit = index.vocabulary.indexOf(form, from);
      if (hit < 0) break;
      const id = wordAt(index, hit);
      // A word containing the form twice: its first hit decides (a prefix hit comes first when there is one).
      const prefix = hit === index.wordStarts[id];
      from = id + 1 < index.wordStarts.length ? index.wordStarts[id + 1] : index.vocabulary.length;
      const fieldScores = FIELDS.map((field) => WEIGHT[field][prefix ? 0 : 1] * factor);
      const postings = index.postings[id];
      for (let i = 0; i < postings.length; i++) {
        const entry = postings[i];
        const score = fieldScores[entry & FIELD_MASK];
        const doc = entry >> FIELD_BITS;
        if (score > best[doc]) {
          if (best[doc] === 0) touched.push(doc);
          best[doc] = score;
        }
      }
    }
  }
}

/**
 * The positions in index.docs of the documents matching all `words` (distinct, normalised, at least one); their
 * scores (scoreDoc in search.ts) are in index.scratch.scores, zero elsewhere, until the caller clears them.
 */
function matchAll(index: SearchIndex, words: readonly string[]): number[] {
  const { scores, best } = index.scratch;
  let matches: number[] = [];
  words.forEach((word, i) => {
    const touched: number[] = [];
    scoreWord(index, word, best, touched);
    if (i === 0) {
      for (const doc of touched) scores[doc] = best[doc];
      matches = touched;
    } else {
      const kept: number[] = [];
      for (const doc of matches) {
        if (best[doc] > 0) {
          scores[doc] += best[doc];
          kept.push(doc);
        } else scores[doc] = 0;
      }
      matches = kept;
    }
    for (const doc of touched) best[doc] = 0;
  });
  if (words.length > 1) {
    const phrase = words.join(' ');
    for (const doc of matches) {
      const { name, categories } = index.docs[doc];
      if (name.includes(phrase)) scores[doc] += PHRASE_BONUS.name;
      else if (categories.includes(phrase)) scores[doc] += PHRASE_BONUS.categories;
    }
  }
  return matches;
}

/**
 * searchProducts over `base` (a list of the index's products, in the order that breaks ties), answered from the
 * index; `base` undefined = every document in catalogue order. `limit`: only the first that many results are
 * wanted (a page), so no more are put in order than that.
 */
export function searchIndexed(index: SearchIndex, words: readonly string[], base?: readonly Product[], limit = Infinity): Product[] {
  return new RankedProducts(index.docs, rankedPositions(index, words, base, limit)).slice();
}

/** searchIndexed as the positions in index.docs of the products it gives (4 bytes each, to keep). */
export function rankedPositions(index: SearchIndex, words: readonly string[], base?: readonly Product[], limit = Infinity): Int32Array {
  const matches = matchAll(index, words);
  const scores = index.scratch.scores;
  try {
    return Int32Array.from(rank(index, matches, base, limit));
  } finally {
    for (const doc of matches) scores[doc] = 0;
  }
}

function rank(index: SearchIndex, matches: number[], base: readonly Product[] | undefined, limit: number): number[] {
  const scores = index.scratch.scores;
  const scoreOf = (doc: number) => scores[doc];
  if (base === undefined) {
    // In catalogue order first: a scan of the scores beats sorting a large match list.
    let inOrder: number[];
    if (matches.length * 16 > scores.length) {
      inOrder = [];
      for (let doc = 0; doc < scores.length; doc++) if (scores[doc] > 0) inOrder.push(doc);
    } else inOrder = [...matches].sort((a, b) => a - b);
    return byScore(inOrder, scoreOf, limit);
  }
  const inBaseOrder: number[] = [];
  for (const product of base) {
    const doc = index.positionOf.get(product.ProductNo);
    if (doc !== undefined && scores[doc] > 0) inBaseOrder.push(doc);
  }
  return byScore(inBaseOrder, scoreOf, limit);
}

/**
 * The first `limit` of `items` (in tie order) by score, highest first, ties kept in order. Scores are sums of a
 * few weights, so they take few distinct values: grouping by value is linear where a comparison sort of 10,000
 * matches is not.
 */
function byScore(items: readonly number[], scoreOf: (item: number) => number, limit: number): number[] {
  const groups = new Map<number, number[]>();
  for (const item of items) {
    const score = scoreOf(item);
    const group = groups.get(score);
    if (group) group.push(item);
    else groups.set(score, [item]);
  }
  if (groups.size === 1) return items.slice(0, limit);
  const ordered: number[] = [];
  for (const score of [...groups.keys()].sort((a, b) => b - a)) {
    for (const item of groups.get(score)!) {
      if (ordered.length >= limit) return ordered;
      ordered.push(item);
    }
  }
  return ordered;
}
