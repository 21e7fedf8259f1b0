// A grey placeholder card shown while products load: the same box as a real card with a two-line name, a rating,
// a price and the button (product-card.css.ts sizes each bar like the line it stands for), so nothing jumps.
// The standalone card (`addButton`) shows its Add To Cart button already: a tap on it is kept until the card has
// loaded (loader/early-taps.ts). The loader draws the same markup before the card's code has arrived
// (loader/card-placeholder.ts).
import { ADD_TO_CART_CAPTION } from '../../domain/card-messages.js';

export function CardSkeleton({ compact = false, addButton = false }: { compact?: boolean; addButton?: boolean }) {
  return (
    <div className={compact ? 'card compact skeleton' : 'card skeleton'} aria-hidden="true">
      <div className="media" />
      <div className="body">
        <div className="line name-line" />
        <div className="line short stars-line" />
        <div className="line short price-line" />
        {addButton ? (
          <div className="add stand-in" data-stands-for="add-button">
            {ADD_TO_CART_CAPTION}
          </div>
        ) : (
          <div className="line button" />
        )}
      </div>
    </div>
  );
}
