// Inline icons of the carousel (decorative: the buttons carry aria-labels).
import { icon } from '../icons.js';

const LeftArrow = icon('M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12Z', { size: 22 });
const RightArrow = icon('M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6Z', { size: 22 });

export function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return direction === 'left' ? <LeftArrow /> : <RightArrow />;
}

export const PauseIcon = icon('M7 5h3v14H7V5Zm7 0h3v14h-3V5Z', { size: 16 });
export const PlayIcon = icon('M8 5v14l11-7Z', { size: 16 });
