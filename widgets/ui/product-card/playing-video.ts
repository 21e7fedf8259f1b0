// Which card video is playing on the page (docs/screens.md#product-card: only one video plays at a time; starting one
// stops the others). One atom shared by every card of every widget, since the chunk holding this
// module is loaded once per page.
import { atom } from 'nanostores';

/** The id of the card whose video plays, or null. */
export const $playingVideo = atom<string | null>(null);

export function playVideo(id: string): void {
  $playingVideo.set(id);
}

/** Stops `id`'s video; a newer video started elsewhere keeps playing. */
export function stopVideo(id: string): void {
  if ($playingVideo.get() === id) $playingVideo.set(null);
}
