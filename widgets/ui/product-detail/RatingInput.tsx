// The review's star control (docs/domain.md#entities: rating 1 to 5, set by the stars; default 5). Native radios, so
// arrow keys change it and each star has a spoken name.
import { RATING_MAX, RATING_MIN } from '../../domain/constants.js';
import { StarIcon } from './Stars.js';

export function RatingInput({ value, onChange }: { value: number; onChange: (rating: number) => void }) {
  const values = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
  return (
    <fieldset className="rating-input" part="rating-input">
      <legend>Your rating</legend>
      <div className="rating-stars">
        {values.map((n) => (
          <label key={n} className={n <= value ? 'rating-star filled' : 'rating-star'}>
            <input type="radio" name="review-rating" className="visually-hidden" value={n} checked={n === value} onChange={() => onChange(n)} />
            <span className="visually-hidden">{n === 1 ? '1 star' : `${n} stars`}</span>
            <StarIcon />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
