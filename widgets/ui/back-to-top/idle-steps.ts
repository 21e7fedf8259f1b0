// Work that must not hold up a tap (use-clear-at-rest.ts): its steps run in the browser's idle periods, as many as fit
// in about 8 ms (setTimeout slices where there is no requestIdleCallback), so an input waits at most for that slice.

const SLICE_MS = 8;

type Idle = (callback: (deadline: { timeRemaining(): number }) => void, options?: { timeout: number }) => number;

/** Runs `steps` to the end in idle time; answers a function that stops it. */
export function runWhenIdle(steps: Iterator<unknown>, timeoutMs = 2_000): () => void {
  const idle = (globalThis as { requestIdleCallback?: Idle }).requestIdleCallback;
  let stopped = false;
  let pending: ReturnType<typeof setTimeout> | number | undefined;
  const slice = (deadline?: { timeRemaining(): number }) => {
    const until = performance.now() + Math.min(deadline?.timeRemaining() ?? SLICE_MS, SLICE_MS);
    do {
      if (stopped || steps.next().done) return;
    } while (performance.now() < until);
    schedule();
  };
  const schedule = () => {
    pending = idle ? idle(slice, { timeout: timeoutMs }) : setTimeout(slice, 0);
  };
  schedule();
  return () => {
    stopped = true;
    if (pending === undefined) return;
    if (idle) (globalThis as { cancelIdleCallback?: (handle: number) => void }).cancelIdleCallback?.(pending as number);
    else clearTimeout(pending);
  };
}
