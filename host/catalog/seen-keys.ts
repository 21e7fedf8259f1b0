// Which keys were asked for lately, roughly and in fixed memory: a table of 32-bit key hashes, each slot holding the
// last key that fell in it. The answer cache keeps an answer only when its key comes again (response-cache.ts).
// A slot two keys share remembers the later one, so the earlier needs asking once more before it is kept; two keys
// agree on "seen" only when their whole hashes do, which at worst keeps an answer one ask early.

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the key's UTF-16 code units; never 0, so an empty slot never matches. */
function keyHash(key: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), FNV_PRIME);
  return h | 1;
}

export class SeenKeys {
  private readonly slots: Int32Array;
  private readonly mask: number;

  /** `slots`: how many keys it can remember at most (rounded up to a power of two). */
  constructor(slots: number) {
    const size = 2 ** Math.ceil(Math.log2(Math.max(2, slots)));
    this.slots = new Int32Array(size);
    this.mask = size - 1;
  }

  /** True when `key` was noted before and not pushed out since; notes it either way. */
  noteAndCheck(key: string): boolean {
    const hash = keyHash(key);
    const slot = (hash ^ (hash >>> 16)) & this.mask;
    if (this.slots[slot] === hash) return true;
    this.slots[slot] = hash;
    return false;
  }
}
