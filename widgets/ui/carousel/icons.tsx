// Inline icons of the carousel (decorative: the buttons carry aria-labels).
export function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d={direction === 'left' ? 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12Z' : 'M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6Z'}
      />
    </svg>
  );
}

export function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 5h3v14H7V5Zm7 0h3v14h-3V5Z" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 5v14l11-7Z" />
    </svg>
  );
}
