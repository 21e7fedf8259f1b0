// <trini-carousel> (docs/screens.md#home, docs/screens.md#carousels, docs/domain.md#constants): a looping carousel over the element's own
// children (slotted; the page styles the slides). `visible` slides at once (`visible-narrow` when the
// carousel is narrower than 600px), previous/next arrows, optional autoplay that pauses on hover, on
// focus, when the visitor prefers reduced motion, or with the pause button.
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { CAROUSEL_TRANSITION_MS, MOBILE_PRODUCT_LAYOUT_PX } from '../../domain/constants.js';
import { useHost } from '../../runtime/events.js';
import { LoopingTrack } from './looping-track.js';
import { useAutoplay } from './use-autoplay.js';
import { useMediaQuery, useNarrowerThan } from './use-responsive.js';
import { ArrowIcon, PauseIcon, PlayIcon } from './icons.js';

export interface CarouselProps {
  visible: number | undefined; // default 1
  visibleNarrow: number | undefined; // default 1
  autoplayMs: number | undefined; // 0 or absent: no autoplay
  label: string | undefined;
}

const NOT_SLIDES = new Set(['TEMPLATE', 'SCRIPT', 'STYLE']);

function slidesOf(slot: HTMLSlotElement): HTMLElement[] {
  return slot.assignedElements().filter((el): el is HTMLElement => el instanceof HTMLElement && !NOT_SLIDES.has(el.tagName));
}

function wholeAtLeastOne(n: number | undefined): number {
  return n !== undefined && n >= 1 ? Math.floor(n) : 1;
}

function describe(first: number, count: number, perView: number): string {
  const last = Math.min(first + perView, count);
  return perView === 1 ? `Slide ${first + 1} of ${count}` : `Items ${first + 1} to ${last} of ${count}`;
}

/** The slotted slides on a looping track that shows `perView` at a time; `position` is the first shown, of how many. */
function useLoopingTrack(perView: number, reducedMotion: boolean) {
  const trackRef = useRef<HTMLDivElement>(null);
  const slotRef = useRef<HTMLSlotElement>(null);
  const loopRef = useRef<LoopingTrack | null>(null);
  const [position, setPosition] = useState({ first: 0, count: 0 });

  useLayoutEffect(() => {
    const track = trackRef.current;
    const slot = slotRef.current;
    if (!track || !slot) return;
    const loop = new LoopingTrack(track, {
      durationMs: CAROUSEL_TRANSITION_MS,
      onChange: (first, count) => setPosition({ first, count }),
    });
    loopRef.current = loop;
    const sync = () => loop.setItems(slidesOf(slot));
    sync();
    slot.addEventListener('slotchange', sync);
    return () => {
      slot.removeEventListener('slotchange', sync);
      loop.destroy();
      loopRef.current = null;
    };
  }, []);
  useLayoutEffect(() => loopRef.current?.setVisible(perView), [perView]);
  useLayoutEffect(() => loopRef.current?.setDuration(reducedMotion ? 0 : CAROUSEL_TRANSITION_MS), [reducedMotion]);
  return { trackRef, slotRef, loopRef, position };
}

export function Carousel({ visible, visibleNarrow, autoplayMs, label }: CarouselProps) {
  const host = useHost();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const narrow = useNarrowerThan(host, MOBILE_PRODUCT_LAYOUT_PX);
  const perView = wholeAtLeastOne(narrow ? visibleNarrow : visible);
  const { trackRef, slotRef, loopRef, position } = useLoopingTrack(perView, reducedMotion);
  const [stopped, setStopped] = useState(false);
  const [announce, setAnnounce] = useState(false);

  const canMove = position.count > perView;
  const autoplays = canMove && (autoplayMs ?? 0) > 0 && !reducedMotion;
  useAutoplay(host, autoplayMs ?? 0, autoplays && !stopped, () => {
    setAnnounce(false); // only moves the visitor asked for are read out
    loopRef.current?.next();
  });

  const step = (forward: boolean) => {
    setAnnounce(true);
    if (forward) loopRef.current?.next();
    else loopRef.current?.prev();
  };

  return (
    <section
      className={['carousel', perView === 1 ? 'single' : 'multi', narrow && 'narrow', canMove && 'movable'].filter(Boolean).join(' ')}
      part="carousel"
      aria-roledescription="carousel"
      aria-label={label || 'Carousel'}
      data-first={position.first}
      style={{ '--v': perView } as CSSProperties}
    >
      {canMove && (
        <>
          <button type="button" className="arrow prev" part="arrow prev" aria-label="Previous" onClick={() => step(false)}>
            <ArrowIcon direction="left" />
          </button>
          <button type="button" className="arrow next" part="arrow next" aria-label="Next" onClick={() => step(true)}>
            <ArrowIcon direction="right" />
          </button>
        </>
      )}
      {autoplays && (
        <button
          type="button"
          className="play-toggle"
          part="play-toggle"
          aria-label={stopped ? 'Play slideshow' : 'Pause slideshow'}
          onClick={() => setStopped((s) => !s)}
        >
          {stopped ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
      <div className="viewport" part="viewport">
        <div ref={trackRef} className="track" part="track">
          <slot ref={slotRef} />
        </div>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announce && canMove ? describe(position.first, position.count, perView) : ''}
      </p>
    </section>
  );
}
