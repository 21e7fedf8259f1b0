// The 5-star display of docs/domain.md#constants: a star is filled when its position is at most the rating.
import { STAR_COUNT } from '../../domain/constants.js';

export function StarIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}

export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const positions = Array.from({ length: STAR_COUNT }, (_, i) => i + 1);
  return (
    <span className={`stars ${className}`} part="stars" role="img" aria-label={`Rated ${rating} out of ${STAR_COUNT}`}>
      {positions.map((position) => (
        <span key={position} className={position <= rating ? 'star filled' : 'star'} data-filled={position <= rating}>
          <StarIcon />
        </span>
      ))}
    </span>
  );
}
