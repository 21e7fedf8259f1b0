// Rendered pages kept per catalogue version (docs/performance.md#page-cache): a page's bytes depend only on its
// key (origin, path, the query names pages read, the year the footer shows) and on the catalogue snapshot, which
// holds the shop's settings too. Nothing about who asks is read by a render, so nothing of theirs can be kept.
// - Bounded by bytes, least recently used first out; a page larger than the whole budget is served, not kept.
// - Only found pages (200) are kept: addresses that find nothing are endless, and must not push the others out.
// - A version move (a local edit, another host's NOTIFY, stock, best sellers) drops every page at the next access;
//   a render that began under an older version is handed to its waiters but not kept.
// - Requests for a page being rendered wait for that render: a burst on a cold page renders it once.
// - Renders of different pages run RENDER_SLOTS at a time (render-slots.ts).
// - Compressed copies are made once, on the first request that asks for each encoding. The first one replaces the
//   page's own bytes, which are several times larger (an identity request then decodes that copy): the budget holds
//   several times more pages, and a crawl churns several times fewer bytes through the collector.
import { createHash } from 'node:crypto';
import { compressPage, decompressPage, type Encoding } from '../http/compress.js';
import { ownBytes } from '../http/own-bytes.js';
import { RenderSlots } from './render-slots.js';

export interface RenderedPage {
  status: number;
  html: string;
}

export interface CachedPage {
  readonly status: number;
  /** The page's bytes: kept until a compressed copy is made, decoded from that copy after. */
  readonly identity: Buffer;
  /** The strong validator of the identity bytes (each encoding's is this with a suffix); null when no page is kept. */
  readonly etag: string | null;
  /** The bytes for an encoding: made on first use, then kept with the page. */
  encoded(encoding: Encoding): Buffer;
}

export interface PageCacheStats {
  pages: number;
  bytes: number;
  budget: number;
  renders: number;
  hits: number;
}

/** Page renders at once: two keep the thread busy while one waits on an answer, and little in flight. */
export const RENDER_SLOTS = 2;

/** What a kept page costs beyond its bytes: the map entry, the key, the object. */
const ENTRY_OVERHEAD = 256;

class Entry implements CachedPage {
  readonly etag: string | null;
  private plain: Buffer | null;
  private readonly copies = new Map<Encoding, Buffer>();
  constructor(
    readonly key: string,
    readonly status: number,
    identity: Buffer,
    validated: boolean,
    private readonly resized: (entry: Entry, bytes: number) => void,
  ) {
    this.plain = identity;
    // A cache that keeps nothing answers every request with a fresh render: a 304 would save bytes, not work.
    this.etag = validated ? `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"` : null;
  }

  get identity(): Buffer {
    if (this.plain) return this.plain;
    const [encoding, copy] = this.copies.entries().next().value!;
    return decompressPage(copy, encoding);
  }

  get bytes(): number {
    let total = ENTRY_OVERHEAD + this.key.length * 2 + (this.plain?.length ?? 0);
    for (const copy of this.copies.values()) total += copy.length;
    return total;
  }

  encoded(encoding: Encoding): Buffer {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy = ownBytes(compressPage(this.identity, encoding));
      this.copies.set(encoding, copy);
      const dropped = this.plain?.length ?? 0;
      this.plain = null;
      this.resized(this, copy.length - dropped);
    }
    return copy;
  }
}

export class PageCache {
  /** Map order is recency: the first entry is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<Entry>>();
  private seen: number;
  private bytes = 0;
  private renders = 0;
  private hits = 0;
  private readonly slots = new RenderSlots(RENDER_SLOTS);

  /** `budget`: bytes the kept pages may take (0 keeps none). `version`: the catalogue's (SnapshotCatalog.version). */
  constructor(
    private readonly budget: number,
    private readonly version: () => number,
  ) {
    this.seen = version();
  }

  /** The page for `key`: kept, being rendered (joined), or rendered now by `render`. */
  async page(key: string, render: () => Promise<RenderedPage>): Promise<CachedPage> {
    this.dropIfMoved();
    const kept = this.entries.get(key);
    if (kept) {
      this.hits++;
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const running = this.rendering.get(key);
    if (running) {
      this.hits++;
      return running;
    }
    const startedAt = this.seen;
    const made = this.renderOnce(key, render, startedAt);
    this.rendering.set(key, made);
    return made;
  }

  stats(): PageCacheStats {
    this.dropIfMoved();
    return { pages: this.entries.size, bytes: this.bytes, budget: this.budget, renders: this.renders, hits: this.hits };
  }

  private async renderOnce(key: string, render: () => Promise<RenderedPage>, startedAt: number): Promise<Entry> {
    this.renders++;
    try {
      const { status, html } = await this.slots.run(render);
      const entry = new Entry(key, status, ownBytes(Buffer.from(html)), this.budget > 0, (e, change) => this.resized(e, change));
      this.dropIfMoved();
      if (this.seen === startedAt) this.keep(entry);
      return entry;
    } finally {
      // Otherwise the version moved: the map was cleared, and may hold a newer render of this key by now.
      if (this.seen === startedAt) this.rendering.delete(key);
    }
  }

  private dropIfMoved(): void {
    const now = this.version();
    if (now === this.seen) return;
    this.seen = now;
    this.entries.clear();
    this.rendering.clear();
    this.bytes = 0;
  }

  private keep(entry: Entry): void {
    if (entry.status !== 200 || entry.bytes > this.budget) return;
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    this.evictBeyondBudget(entry);
  }

  /** `bytes`: what the entry's size changed by (less than 0 when a compressed copy replaced its bytes). */
  private resized(entry: Entry, bytes: number): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.bytes += bytes;
    if (entry.bytes > this.budget) this.forget(entry);
    this.evictBeyondBudget(entry);
  }

  private evictBeyondBudget(spare: Entry): void {
    for (const oldest of this.entries.values()) {
      if (this.bytes <= this.budget) return;
      if (oldest !== spare) this.forget(oldest);
    }
  }

  private forget(entry: Entry): void {
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
  }
}
