// Bounds on a parsed JSON body, checked before any validation: a validator walks (and its error printer
// describes) whatever it is given, and a body of arrays nested thousands deep overflowed superstruct's
// printer's stack as a 500. No call of the store API takes anything near these bounds.

export const MAX_BODY_DEPTH = 16;
export const MAX_BODY_NODES = 20_000;
export const MAX_ARRAY_ITEMS = 1_000;

export const BODY_TOO_DEEP = `The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`;
export const BODY_TOO_BIG = `The request body has too many values (at most ${MAX_BODY_NODES}).`;
export const ARRAY_TOO_LONG = `A list in the request body has too many items (at most ${MAX_ARRAY_ITEMS}).`;

/** The first bound a parsed body breaks, as a message; null when it keeps them all. Iterative: no recursion. */
export function bodyShapeProblem(body: unknown): string | null {
  // A raw upload (a photo) is bytes, not values.
  if (Buffer.isBuffer(body)) return null;
  const stack: Array<[unknown, number]> = [[body, 0]];
  let nodes = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) return BODY_TOO_DEEP;
    const items = Array.isArray(value) ? value : Object.values(value);
    if (Array.isArray(value) && value.length > MAX_ARRAY_ITEMS) return ARRAY_TOO_LONG;
    nodes += items.length;
    if (nodes > MAX_BODY_NODES) return BODY_TOO_BIG;
    for (const item of items) stack.push([item, depth + 1]);
  }
  return null;
}
