// The one "could not load" block (docs/screens.md#messages: load failures are logged; the widget offers a retry, never a blank).
export interface LoadFailedProps {
  message: string;
  onRetry: () => void;
  className?: string;
  part?: string;
}

export function LoadFailed({ message, onRetry, className, part }: LoadFailedProps) {
  return (
    <div className={className} part={part} role="alert">
      <p>{message}</p>
      <button type="button" className="secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
