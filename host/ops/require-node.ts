// Loaded first by the production scripts (`node --import ./dist/host/require-node.js ...`), before any module of
// the host or its packages, so an old Node stops with one line rather than with whatever a package fails on.
import { oldNodeRefusal } from './node-version.js';

const refusal = oldNodeRefusal(process.versions.node);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
