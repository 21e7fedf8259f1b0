// The two tabs of docs/screens.md#product-detail: Write a Review (shown first) and Product Reviews (n). Both panels stay
// mounted, so a half-written review survives a look at the other tab. A saved review shows the server's
// thank-you, the reviews are reloaded and the list opens with the new review in it (docs/architecture.md#decisions).
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ProductReview } from '../../domain/types.js';
import { ReviewForm } from './ReviewForm.js';
import { ReviewList } from './ReviewList.js';
import { WRITE_REVIEW_TAB } from './texts.js';
import { useReveal } from '../shared/use-reveal.js';

type Tab = 'write' | 'reviews';
const TABS: Tab[] = ['write', 'reviews'];

interface Props {
  productNo: number;
  reviews: ProductReview[];
  reloadReviews: () => Promise<boolean>;
}

export function ReviewTabs({ productNo, reviews, reloadReviews }: Props) {
  const [tab, setTab] = useState<Tab>('write');
  const [thanks, setThanks] = useState<string | null>(null);
  const thanksLine = useReveal<HTMLParagraphElement>(thanks || null);
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({ write: null, reviews: null });

  const select = (next: Tab) => {
    if (next === 'write') setThanks(null); // starting another review: the last thank-you is done
    setTab(next);
  };

  const onSaved = async (message: string) => {
    setThanks(message);
    await reloadReviews();
    setTab('reviews');
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const jump = event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : null;
    if (!step && !jump) return;
    event.preventDefault();
    const next = jump ?? TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length];
    select(next);
    tabRefs.current[next]?.focus();
  };

  const tabButton = (id: Tab, text: string) => (
    <button
      type="button"
      role="tab"
      id={`tab-${id}`}
      ref={(el) => {
        tabRefs.current[id] = el;
      }}
      className={`tab ghost ${tab === id ? 'active' : ''}`}
      aria-selected={tab === id}
      aria-controls={`panel-${id}`}
      tabIndex={tab === id ? 0 : -1}
      onClick={() => select(id)}
      onKeyDown={onKeyDown}
    >
      {text}
    </button>
  );

  return (
    <section className="reviews" part="reviews" aria-label="Reviews">
      <div className="tabs" role="tablist" aria-label="Reviews">
        {tabButton('write', WRITE_REVIEW_TAB)}
        {tabButton('reviews', `Product Reviews (${reviews.length})`)}
      </div>
      <p ref={thanksLine} className="review-thanks" role="status" hidden={!thanks} tabIndex={-1}>
        {thanks}
      </p>
      <div role="tabpanel" id="panel-write" className="tab-panel" aria-labelledby="tab-write" hidden={tab !== 'write'}>
        <ReviewForm productNo={productNo} onSaved={onSaved} />
      </div>
      <div role="tabpanel" id="panel-reviews" className="tab-panel" aria-labelledby="tab-reviews" hidden={tab !== 'reviews'} tabIndex={0}>
        <ReviewList reviews={reviews} />
      </div>
    </section>
  );
}
