import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectDroppedSnapshot } from '../../../host/catalog/collect-garbage.js';

describe('collectDroppedSnapshot', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for one full collection in a task of its own where node exposes gc', () => {
    const gc = vi.fn(() => Promise.resolve());
    vi.stubGlobal('gc', gc);
    collectDroppedSnapshot();
    expect(gc).toHaveBeenCalledExactlyOnceWith({ type: 'major', execution: 'async' });
  });

  it('does nothing where it does not (npm start, the tests)', () => {
    vi.stubGlobal('gc', undefined);
    expect(() => collectDroppedSnapshot()).not.toThrow();
  });
});
