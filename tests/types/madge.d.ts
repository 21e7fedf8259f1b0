// The part of madge's API the tests use (madge ships no types of its own).
declare module 'madge' {
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    tsConfig?: string;
  }
  interface MadgeResult {
    /** Each file (relative to baseDir) and the files it imports, type-only imports included. */
    obj(): Record<string, string[]>;
    circular(): string[][];
    warnings(): { skipped: string[] };
  }
  export default function madge(path: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
