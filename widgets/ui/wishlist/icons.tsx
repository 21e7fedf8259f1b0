// Inline icons of the wishlist (decorative: the buttons carry the labels).
import { icon } from '../icons.js';

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="icon heart" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
      />
    </svg>
  );
}

export const CartIcon = icon(
  'M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14.8h9.9c.8 0 1.4-.4 1.7-1.1L22 6.5 20.3 5.6 17.2 12.8H8.1L4.3 4H1v2h2l3.6 8.3-1.4 2.4C4.5 18 5.5 19 6.7 19H19v-2H7.4l-.2-.3Z',
);
export const TrashIcon = icon('M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 12H7zm4 2v8h2v-8zm4 0v8h2v-8z');
