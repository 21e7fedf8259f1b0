// A grey placeholder card shown while products load (same box as a real card, so nothing jumps).
export function CardSkeleton({ compact = false }: { compact?: boolean }) {
  return (
    <div className={compact ? 'card compact skeleton' : 'card skeleton'} aria-hidden="true">
      <div className="media" />
      <div className="body">
        <div className="line" />
        <div className="line short" />
        <div className="line button" />
      </div>
    </div>
  );
}
