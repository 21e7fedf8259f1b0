// The endless loop of docs/screens.md#carousels, for slides that live in the page (slotted light DOM). The
// reference clones items at both ends and jumps back without animation after the 0.5 s transition.
// Here the same picture comes from rotating the slides' CSS `order` instead of cloning them, so no
// duplicate links or images end up in the page:
// - next: slide the track one step left (animated), then move the first slide to the end and put the
//   track back at 0 with no transition;
// - prev: move the last slide to the front and shift the track one step left with no transition, then
//   slide it back to 0 (animated).
// The track's offset is the CSS variable --offset (in slides); the stylesheet turns it into a transform.

export interface LoopingTrackOptions {
  durationMs: number; // the transition; 0 moves instantly (reduced motion)
  onChange?: (first: number, count: number) => void;
}

export class LoopingTrack {
  #items: HTMLElement[] = [];
  #visible = 1;
  #first = 0; // index of the leftmost visible slide
  #timer: ReturnType<typeof setTimeout> | undefined;
  #moving = false;

  constructor(
    private readonly track: HTMLElement,
    private readonly options: LoopingTrackOptions,
  ) {}

  get first(): number {
    return this.#first;
  }

  get count(): number {
    return this.#items.length;
  }

  /** Looping needs at least one slide more than fit at once. */
  get canMove(): boolean {
    return this.#items.length > this.#visible;
  }

  setDuration(ms: number): void {
    this.options.durationMs = ms;
  }

  setItems(items: HTMLElement[]): void {
    this.#finish();
    for (const old of this.#items) if (!items.includes(old)) release(old);
    this.#items = items;
    if (this.#first >= items.length) this.#first = 0;
    this.#settle();
  }

  setVisible(visible: number): void {
    this.#visible = Math.max(1, Math.floor(visible) || 1);
    this.#finish();
    this.#settle();
  }

  /** One slide forward; false when it cannot move (too few slides, or a move is running). */
  next(): boolean {
    if (!this.canMove || this.#moving) return false;
    if (!this.options.durationMs) return this.#jump(1);
    this.#moving = true;
    this.#animateTo(1);
    this.#timer = setTimeout(() => {
      this.#moving = false;
      this.#first = (this.#first + 1) % this.#items.length;
      this.#settle();
    }, this.options.durationMs);
    return true;
  }

  prev(): boolean {
    if (!this.canMove || this.#moving) return false;
    if (!this.options.durationMs) return this.#jump(-1);
    this.#moving = true;
    this.#first = (this.#first - 1 + this.#items.length) % this.#items.length;
    this.#applyOrder();
    this.#place(1, false);
    void this.track.offsetWidth; // commit the instant shift before the animated one
    this.#animateTo(0);
    this.#timer = setTimeout(() => {
      this.#moving = false;
      this.#settle();
    }, this.options.durationMs);
    return true;
  }

  /** Puts the slides back as the page had them. */
  destroy(): void {
    clearTimeout(this.#timer);
    this.#items.forEach(release);
    this.#items = [];
    this.track.style.removeProperty('--offset');
    this.track.classList.remove('animating');
  }

  #jump(step: 1 | -1): boolean {
    this.#first = (this.#first + step + this.#items.length) % this.#items.length;
    this.#settle();
    return true;
  }

  /** Ends a running move at once (the slides or the visible count changed under it). */
  #finish(): void {
    if (!this.#moving) return;
    clearTimeout(this.#timer);
    this.#moving = false;
  }

  #animateTo(offset: number): void {
    for (const item of this.#items) item.inert = false; // the slide coming in is visible during the move
    this.#place(offset, true);
  }

  #place(offset: number, animated: boolean): void {
    this.track.classList.toggle('animating', animated);
    this.track.style.setProperty('--offset', String(offset));
  }

  #applyOrder(): void {
    const n = this.#items.length;
    this.#items.forEach((item, i) => item.style.setProperty('order', String((i - this.#first + n) % n)));
  }

  #settle(): void {
    const n = this.#items.length;
    this.#applyOrder();
    this.#place(0, false);
    // Slides out of view are inert: not focusable, not read out, not found by find-in-page.
    this.#items.forEach((item, i) => {
      item.inert = this.canMove && (i - this.#first + n) % n >= this.#visible;
    });
    this.options.onChange?.(this.#first, n);
  }
}

function release(item: HTMLElement): void {
  item.style.removeProperty('order');
  item.inert = false;
}
