import { describe, expect, it } from 'vitest';
import { SendBuffers } from '../../../host/http/send-buffers.js';

const fill = (byte: number) => (into: Buffer) => into.fill(byte);

describe('SendBuffers', () => {
  it('lends the smallest free chunk a body fits, exactly its length, filled by the writer', () => {
    const chunks = new SendBuffers([
      [1024, 2],
      [8192, 1],
    ]);
    const small = chunks.lend(100, fill(1))!;
    expect(small.bytes.length).toBe(100);
    expect([...small.bytes].every((b) => b === 1)).toBe(true);
    const large = chunks.lend(5000, fill(2))!;
    expect(large.bytes.length).toBe(5000);
    expect(chunks.inUse).toBe(2);
    expect(chunks.lend(8193, fill(3)), 'bigger than every chunk').toBeUndefined();
  });

  it('never lends a chunk again before it is given back, and takes a larger one while the small ones are out', () => {
    const chunks = new SendBuffers([
      [1024, 2],
      [8192, 1],
    ]);
    const lent = [1, 2, 3].map((byte) => chunks.lend(10, fill(byte))!);
    expect(lent.map((l) => l.bytes.length)).toEqual([10, 10, 10]);
    expect(chunks.lend(10, fill(4)), 'all three out').toBeUndefined();
    expect(
      lent.map((l) => l.bytes[0]),
      'each body as its writer left it',
    ).toEqual([1, 2, 3]);
    lent[1].release();
    lent[1].release(); // twice is once
    expect(chunks.inUse).toBe(2);
    const again = chunks.lend(10, fill(5))!;
    expect(again.bytes.byteOffset).toBe(lent[1].bytes.byteOffset);
    expect(chunks.lend(10, fill(6))).toBeUndefined();
    for (const l of [lent[0], again, lent[2]]) l.release();
    expect(chunks.inUse).toBe(0);
  });
});
