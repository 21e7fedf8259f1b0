// Product Reviews (docs/screens.md#product-detail): CustomerName, Rating, ReviewTitle, Comments and the date; more than 5
// reviews show the first 5 and an All Reviews button that shows them all (docs/architecture.md#decisions).
import { useState } from 'react';
import type { ProductReview } from '../../domain/types.js';
import { REVIEWS_BEFORE_ALL_BUTTON } from '../../domain/constants.js';
import { NO_REVIEWS } from '../../domain/messages.js';
import { formatDay } from '../../domain/dates.js';
import { Stars } from './Stars.js';
import { ALL_REVIEWS } from './texts.js';

export function ReviewList({ reviews }: { reviews: ProductReview[] }) {
  const [showAll, setShowAll] = useState(false);
  if (reviews.length === 0) return <p className="no-reviews">{NO_REVIEWS}</p>;
  const shown = showAll ? reviews : reviews.slice(0, REVIEWS_BEFORE_ALL_BUTTON);
  return (
    <>
      <ul className="review-list" part="review-list">
        {shown.map((review) => (
          <li key={review.ProductReviewNo} className="review">
            <div className="review-head">
              <span className="review-author">{review.CustomerName}</span>
              {review.ReviewDate && (
                <time className="review-date" dateTime={review.ReviewDate}>
                  {formatDay(review.ReviewDate)}
                </time>
              )}
            </div>
            <Stars rating={review.Rating} className="small" />
            <h3 className="review-title">{review.ReviewTitle}</h3>
            <p className="review-comments">{review.Comments}</p>
          </li>
        ))}
      </ul>
      {!showAll && reviews.length > REVIEWS_BEFORE_ALL_BUTTON && (
        <button type="button" className="all-reviews secondary" onClick={() => setShowAll(true)}>
          {ALL_REVIEWS} ({reviews.length})
        </button>
      )}
    </>
  );
}
