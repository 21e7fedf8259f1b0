// The oldest Node the host runs on (package.json `engines`). The npm scripts of a checkout run on the Node that its
// dev dependencies pin; a production install omits them, so there the machine's own Node runs the build
// (docs/deployment.md#node).
export const MINIMUM_NODE_MAJOR = 22;

/** The one line refusing `version` (as in `process.versions.node`), or undefined when it will do. */
export function oldNodeRefusal(version: string): string | undefined {
  const major = Number(/^(\d+)\./.exec(version)?.[1]);
  if (major >= MINIMUM_NODE_MAJOR) return undefined;
  return `Node ${version} is too old: the store needs Node ${MINIMUM_NODE_MAJOR} or later (Node 24 LTS, docs/deployment.md#node).`;
}
