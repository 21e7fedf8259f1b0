// A refresh drops the old snapshot (a large heap of objects in a big catalogue). Under steady load V8 collects
// its old generation rarely (the request path allocates little that lives), so that garbage could stay resident
// for minutes. Where node runs with --expose-gc (npm run start:prod), one full collection is asked for after the
// swap, in a task of its own rather than inside the request that saved the product.
type Gc = (options: { type: 'major'; execution: 'async' }) => Promise<void>;

export function collectDroppedSnapshot(): void {
  const gc = (globalThis as { gc?: Gc }).gc;
  if (typeof gc === 'function') void gc({ type: 'major', execution: 'async' });
}
