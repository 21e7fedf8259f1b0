// The share card store frees a drawing's pixel buffers at once where node exposes its collector (npm run start:prod).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareCardStore } from '../../../host/media/share-card-store.js';
import { productCardSpec } from '../../../host/media/share-cards.js';
import type { Product } from '../../../widgets/domain/types.js';

const spec = productCardSpec({ ProductNo: 7, ProductName: 'Sea Moss Soap', SalesPrice: 35, StyleName: '100 g', ImageFilePath: '' } as Product, 'Trini');
const withGc = globalThis as { gc?: unknown };

afterEach(() => {
  delete withGc.gc;
});

describe('drawing a share card', () => {
  it('asks for a young-generation collection once the card is drawn, and not when it is read from its file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'trini-cards-'));
    try {
      const gc = vi.fn();
      withGc.gc = gc;
      const store = new ShareCardStore(dir);
      const drawn = await store.jpeg(spec);
      expect(gc.mock.calls).toEqual([[{ type: 'minor' }]]);
      expect(Buffer.compare(await store.jpeg(spec), drawn)).toBe(0);
      expect(gc).toHaveBeenCalledTimes(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
