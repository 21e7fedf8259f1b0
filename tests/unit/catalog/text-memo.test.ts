import { describe, expect, it } from 'vitest';
import { normalise } from '../../../host/catalog/search.js';
import { NormaliseMemo } from '../../../host/catalog/text-memo.js';

describe('NormaliseMemo', () => {
  it('gives what normalise gives, in every build', () => {
    const memo = new NormaliseMemo();
    const texts = ['Crème BRÛLÉE', 'Vitamins & Supplements', '', '  a,b  '];
    for (let build = 0; build < 3; build++) {
      memo.nextBuild();
      for (const text of texts) expect(memo.normalise(text)).toBe(normalise(text));
    }
  });
});
