// Bytes kept for long (cached answers and pages, their compressed copies) get an ArrayBuffer of their own. Node
// hands out small Buffers as views of a shared 64 KB slab (Buffer.poolSize), and zlib's synchronous calls return
// output that fits one chunk as a view of that whole 64 KB chunk: a kept view holds its whole slab or chunk alive.
// A cache of a few thousand small answers then held several times its counted bytes, which no count of lengths sees.

/** `bytes` itself when it is its whole ArrayBuffer, else a copy that is. */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}
