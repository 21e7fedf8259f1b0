// Page renders run a few at a time; the others wait in line, first come first served, before they start. A render
// is work for the one main thread (its answers come from the host's own routes, in memory), so more at once only
// interleaves them: each then holds its half-built answers and markup while the others run, long enough for the
// young generation to promote them, and a burst of cold pages filled the heap with garbage only a full collection
// frees. In line, a render starts and finishes between two collections. A render that holds its slot past `holdMs`
// gives it up (and goes on), so a render that never ends cannot stop every page.
export class RenderSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly size: number,
    private readonly holdMs = 10_000,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      clearTimeout(timer);
      const next = this.waiting.shift();
      // The slot passes straight to the next in line, so a newcomer cannot take it first.
      if (next) next();
      else this.running--;
    };
    const timer = setTimeout(release, this.holdMs);
    timer.unref();
    try {
      return await work();
    } finally {
      release();
    }
  }

  /** Renders waiting for a slot. */
  get queued(): number {
    return this.waiting.length;
  }
}
