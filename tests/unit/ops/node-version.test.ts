import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE_MAJOR, oldNodeRefusal } from '../../../host/ops/node-version.js';

describe('the Node a production host runs on', () => {
  it('is at least the major of package.json engines', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${MINIMUM_NODE_MAJOR}`);
  });

  it.each(['22.0.0', '22.22.1', '24.21.0', '26.10.0', '100.0.0'])('%s will do', (version) => expect(oldNodeRefusal(version)).toBeUndefined());

  it.each(['20.20.2', '21.7.3', '18.20.8', '8.17.0', '2.0.0', '', 'v24.21.0'])('%j is refused in one line naming it', (version) => {
    const refusal = oldNodeRefusal(version);
    expect(refusal).toBe(`Node ${version} is too old: the store needs Node 22 or later (Node 24 LTS, docs/deployment.md#node).`);
  });
});
