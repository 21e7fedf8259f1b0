/** `items` in groups by `key`, each group in the items' order, each item as `map` gives it. */
export function groupBy<R, K, T>(items: readonly R[], key: (item: R) => K, map: (item: R) => T): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(map(item));
    else groups.set(k, [map(item)]);
  }
  return groups;
}
