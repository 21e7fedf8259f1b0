// Settings that are almost ours: an environment variable the schema does not name but that is within two edits of
// one it does (WIPAY_ENVIROMENT for WIPAY_ENVIRONMENT) is a typo that would otherwise be ignored in silence. Only
// names shaped like ours count: both with an underscore, so the shell's PATH or HOME never pass for PORT or HOST.

const MAX_EDITS = 2;

export interface Misspelling {
  name: string;
  meant: string;
}

/** Each name in `names` that is not a setting but nearly one, with the setting it most likely means. */
export function misspeltSettings(names: Iterable<string>, settings: readonly string[]): Misspelling[] {
  const known = new Set(settings);
  const found: Misspelling[] = [];
  for (const name of names) {
    if (known.has(name) || !name.includes('_') || name.length > 64) continue;
    const upper = name.toUpperCase();
    let best: { meant: string; edits: number } | undefined;
    for (const setting of settings) {
      if (!setting.includes('_')) continue;
      const edits = editDistance(upper, setting, MAX_EDITS);
      if (edits <= MAX_EDITS && (!best || edits < best.edits)) best = { meant: setting, edits };
    }
    if (best) found.push({ name, meant: best.meant });
  }
  return found;
}

export function misspellingMessage({ name, meant }: Misspelling): string {
  return `unknown setting ${name}; did you mean ${meant}?`;
}

/** Levenshtein distance of `a` and `b`, or `limit + 1` as soon as it must exceed `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowBest = Math.min(rowBest, current[j]);
    }
    if (rowBest > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}
