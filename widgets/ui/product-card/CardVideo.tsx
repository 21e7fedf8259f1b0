// The card's optional product video (docs/screens.md#product-card, docs/domain.md#constants): volume starts at 0.4 and playback starts 100 ms
// after the toggle. Mounted only while this card's video is the page's playing one, so starting
// another card's video unmounts (and so stops) this one.
import { useEffect, useRef } from 'react';
import { VIDEO_START_DELAY_MS, VIDEO_START_VOLUME } from '../../domain/constants.js';
import { VIDEO_UNSUPPORTED } from '../../domain/card-messages.js';

export function CardVideo({ src, label }: { src: string; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.volume = VIDEO_START_VOLUME;
    const timer = setTimeout(() => {
      video.play()?.catch((error: unknown) => {
        // AbortError: closed before it started. Anything else (autoplay policy): the controls remain.
        if ((error as Error)?.name !== 'AbortError') console.error('[trini-product-card] video', error);
      });
    }, VIDEO_START_DELAY_MS);
    return () => {
      clearTimeout(timer);
      video.pause();
    };
  }, [src]);

  return (
    <video ref={ref} className="video" part="video" controls playsInline preload="metadata" aria-label={label}>
      <source src={src} type="video/mp4" />
      {VIDEO_UNSUPPORTED}
    </video>
  );
}
