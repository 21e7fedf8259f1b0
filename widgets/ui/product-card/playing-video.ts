// Which card video is playing on the page (docs/screens.md#product-card: only one video plays at a time; starting one
// stops the others). One atom shared by every card of every widget, since the chunk holding this
// module is loaded once per page.
import { atom } from 'nanostores';

/** The id of the card whose video plays, or null. */
export const $playingVideo = atom<number | null>(null);

let lastId = 0;

/** An id no other card on the page has (useId's are unique only within one widget's tree). */
export function newVideoId(): number {
  return ++lastId;
}

export function playVideo(id: number): void {
  $playingVideo.set(id);
}

/** Stops `id`'s video; a newer video started elsewhere keeps playing. */
export function stopVideo(id: number): void {
  if ($playingVideo.get() === id) $playingVideo.set(null);
}
