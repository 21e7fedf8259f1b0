// For an effect that runs on its own deps yet must call the component's current callback: the callback is
// read through this ref (updated after every render, before the effects declared after it) instead of being
// a dependency that would re-run the effect on each render.
import { useEffect, useRef, type MutableRefObject } from 'react';

export function useLatest<T>(value: T): MutableRefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
