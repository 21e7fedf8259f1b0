// Decorative inline icons (aria-hidden, not focusable: the controls carry the text or an aria-label).
// An icon with a size gets width/height attributes; one without is sized by CSS through its class.
export interface IconProps {
  className?: string; // without a size only; default 'icon'
  size?: number;
}

/** An icon of one filled path; `defaults.size` applies when the caller gives none. */
export function icon(d: string, defaults: { size?: number; viewBox?: string } = {}) {
  const viewBox = defaults.viewBox ?? '0 0 24 24';
  return function Icon({ className = 'icon', size = defaults.size }: IconProps) {
    const sizing = size ? { width: size, height: size } : { className };
    return (
      <svg {...sizing} viewBox={viewBox} aria-hidden="true" focusable="false">
        <path fill="currentColor" d={d} />
      </svg>
    );
  };
}

export const CloseIcon = icon('M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12 19 6.4 17.6 5 12 10.6Z');
export const SearchIcon = icon('M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.8 4.8-1.4 1.4-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z', {
  size: 20,
});
