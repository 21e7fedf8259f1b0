// The figures npm run bench:interactions prints: for each interaction on each page, the median and the worst of its
// runs against the target (docs/benchmarks.md#benchinteractions).

export const TARGET = { medianMs: 200, worstMs: 300 } as const;

export interface Sample {
  readonly page: string;
  readonly interaction: string;
  readonly ms: number;
}

export interface SummaryRow {
  readonly page: string;
  readonly interaction: string;
  readonly median: number;
  readonly worst: number;
  readonly runs: number;
  readonly met: boolean;
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** One row per (interaction, page), in the order the interactions were first measured, grouped by interaction. */
export function summarise(samples: readonly Sample[]): SummaryRow[] {
  const groups = new Map<string, Sample[]>();
  for (const s of samples) {
    const key = `${s.interaction}\u0000${s.page}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const order = [...new Set(samples.map((s) => s.interaction))];
  return [...groups.values()]
    .map((group) => {
      const ms = group.map((s) => s.ms);
      const row = { page: group[0].page, interaction: group[0].interaction, median: median(ms), worst: Math.max(...ms), runs: ms.length };
      return { ...row, met: row.median <= TARGET.medianMs && row.worst <= TARGET.worstMs };
    })
    .sort((a, b) => order.indexOf(a.interaction) - order.indexOf(b.interaction));
}
