// Rating stars (docs/domain.md#constants): five stars, a star filled when its position is at most the rating.
import { STAR_COUNT } from '../../domain/constants.js';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.5 1.3 6.6L12 17.2l-5.9 3.3 1.3-6.6-4.9-4.5 6.6-.8z';

export function Stars({ rating, count }: { rating: number; count?: number }) {
  const label = `Rated ${Math.round(rating * 10) / 10} out of ${STAR_COUNT}` + (count ? `, ${count} reviews` : '');
  return (
    <span className="stars" part="rating" role="img" aria-label={label}>
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" className={i + 1 <= rating ? 'star filled' : 'star'} aria-hidden="true" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
      {count ? (
        <span className="review-count" aria-hidden="true">
          ({count})
        </span>
      ) : null}
    </span>
  );
}
