// A grey placeholder card shown while products load: the same box as a real card with a two-line name, a rating,
// a price and the button (product-card.css.ts sizes each bar like the line it stands for), so nothing jumps.
export function CardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div className={compact ? 'card compact skeleton' : 'card skeleton'} aria-hidden="true">
      <div className="media" />
      <div className="body">
        <div className="line name-line" />
        <div className="line short stars-line" />
        <div className="line short price-line" />
        <div className="line button" />
      </div>
    </div>
  );
}
