// Width and height read from an image file's own header bytes (JPEG SOF segment, WebP VP8/VP8L/VP8X chunk),
// so tests check what was encoded, not what a page or a library claims.

export interface ImageSize {
  width: number;
  height: number;
}

/** A baseline or progressive JPEG's frame size; throws when the bytes are no JPEG. */
export function jpegSize(bytes: Uint8Array): ImageSize {
  const b = Buffer.from(bytes);
  if (b[0] !== 0xff || b[1] !== 0xd8) throw new Error('not a JPEG (no SOI marker)');
  let at = 2;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) throw new Error(`bad JPEG marker at ${at}`);
    const marker = b[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  throw new Error('JPEG without a frame header');
}

/** A WebP file's canvas size; throws when the bytes are no WebP. */
export function webpSize(bytes: Uint8Array): ImageSize {
  const b = Buffer.from(bytes);
  if (b.toString('ascii', 0, 4) !== 'RIFF' || b.toString('ascii', 8, 12) !== 'WEBP') throw new Error('not a WebP (no RIFF/WEBP header)');
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  throw new Error(`unknown WebP chunk ${chunk}`);
}
