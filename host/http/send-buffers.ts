// Response bodies written into chunks of long-lived off-heap slabs, each chunk lent to one response and given back
// once the socket no longer reads it: when the kernel has taken every byte, or when the response closes (sent, or
// its connection gone).
// A catalogue list is its products' remembered JSON joined. As a string it is joined, then copied again behind
// the headers and counted and encoded as UTF-8 at each send: two copies on the JavaScript heap per request, which
// kept the young generation collecting. As a Buffer of its own per request it is an external allocation, and
// those set off full collections under load. Written into a lent chunk it is one copy that leaves no garbage.

/** A lent chunk: the body's bytes, and how to give the chunk back (once the socket no longer reads it). */
export interface Lent {
  readonly bytes: Buffer;
  readonly release: () => void;
}

/** Chunks of one size, cut from one slab made on first use. */
class ChunkPool {
  private slab?: Buffer;
  /** Free chunk numbers, the last given back on top: the chunks in use stay few and their pages warm. */
  private readonly free: number[] = [];
  inUse = 0;

  constructor(
    readonly chunkBytes: number,
    readonly chunks: number,
  ) {
    for (let i = chunks - 1; i >= 0; i--) this.free.push(i);
  }

  take(length: number): Lent | undefined {
    const chunk = this.free.pop();
    if (chunk === undefined) return undefined;
    this.slab ??= Buffer.allocUnsafeSlow(this.chunkBytes * this.chunks);
    this.inUse++;
    const start = chunk * this.chunkBytes;
    let given = false;
    return {
      bytes: this.slab.subarray(start, start + length),
      release: () => {
        if (given) return;
        given = true;
        this.inUse--;
        this.free.push(chunk);
      },
    };
  }
}

/** Chunk sizes and counts: most lists fit the small ones; a page of 100 products takes a large one. */
export const SEND_CHUNKS: readonly (readonly [bytes: number, count: number])[] = [
  [32 * 1024, 64],
  [256 * 1024, 8],
];

export class SendBuffers {
  private readonly pools: ChunkPool[];

  constructor(sizes: readonly (readonly [bytes: number, count: number])[] = SEND_CHUNKS) {
    this.pools = [...sizes].sort((a, b) => a[0] - b[0]).map(([bytes, count]) => new ChunkPool(bytes, count));
  }

  /**
   * The first `length` bytes of the smallest free chunk they fit in, filled by `write`; undefined when they fit
   * none or none that fits is free (the caller then sends its body another way).
   */
  lend(length: number, write: (into: Buffer) => void): Lent | undefined {
    for (const pool of this.pools) {
      if (length > pool.chunkBytes) continue;
      const lent = pool.take(length);
      if (!lent) continue;
      write(lent.bytes);
      return lent;
    }
    return undefined;
  }

  /** Chunks lent and not yet given back. */
  get inUse(): number {
    return this.pools.reduce((sum, pool) => sum + pool.inUse, 0);
  }
}
