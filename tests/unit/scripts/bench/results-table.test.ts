import { describe, expect, it } from 'vitest';
import { renderResultsTable, replaceResultsBlock } from '../../../../scripts/bench/results-table.js';

const table = {
  benchmark: 'bench:x',
  command: 'npm run bench:x -- --runs 3',
  columns: ['case', 'p99 (ms)'],
  rows: [['a|b', 12.5]],
  notes: ['target met'],
};

describe('benchmark results tables', () => {
  it('renders the command, the machine, a table and its notes', () => {
    expect(renderResultsTable(table, '2 CPUs')).toBe(
      ['Measured by `npm run bench:x -- --runs 3` on 2 CPUs.', '', '| case | p99 (ms) |', '|---|---|', '| a\\|b | 12.5 |', '', '- target met'].join('\n'),
    );
  });

  it('says what a placeholder in the command stands for, right after it', () => {
    const withDir = { ...table, command: 'npm run bench:x -- --data-dir DIR', commandNote: 'DIR seeded with `npm run seed`' };
    expect(renderResultsTable(withDir, '2 CPUs').split('\n')[0]).toBe(
      'Measured by `npm run bench:x -- --data-dir DIR` (DIR seeded with `npm run seed`) on 2 CPUs.',
    );
  });

  it('replaces only its own block and leaves the prose around it', () => {
    const doc = '# B\n\n## bench:x\n\nprose\n\n<!-- results:bench:x -->\nold\n<!-- /results:bench:x -->\n\n## bench:y\n\ny\n';
    const out = replaceResultsBlock(doc, 'bench:x', 'new');
    expect(out).toBe('# B\n\n## bench:x\n\nprose\n\n<!-- results:bench:x -->\nnew\n<!-- /results:bench:x -->\n\n## bench:y\n\ny\n');
  });

  it('adds the block at the end of its section, or a new section, when there is none', () => {
    const doc = '# B\n\n## bench:x\n\nprose\n\n## bench:y\n\ny\n';
    expect(replaceResultsBlock(doc, 'bench:x', 'T')).toBe(
      '# B\n\n## bench:x\n\nprose\n\n<!-- results:bench:x -->\nT\n<!-- /results:bench:x -->\n\n## bench:y\n\ny\n',
    );
    expect(replaceResultsBlock('# B\n', 'bench:z', 'T')).toBe('# B\n\n## bench:z\n\n<!-- results:bench:z -->\nT\n<!-- /results:bench:z -->\n');
  });
});
