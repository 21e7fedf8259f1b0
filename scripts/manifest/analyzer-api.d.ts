// The analyzer's published typings describe plugins and the config but not its programmatic entry point,
// which its index.js does export: create() and the TypeScript it parses with (use that one for the source
// files, so their AST matches the version the analyzer checks node kinds against).
import type { Package } from 'custom-elements-manifest/schema';
import type { Plugin } from '@custom-elements-manifest/analyzer';

declare module '@custom-elements-manifest/analyzer' {
  export function create(options: { modules: import('typescript').SourceFile[]; plugins?: Plugin[]; context?: { dev?: boolean } }): Package;
  export const ts: typeof import('typescript');
}
