// Inline icons of the account menu (decorative: the buttons carry the text or an aria-label).
import { icon } from '../icons.js';

export const PersonIcon = icon('M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z', { size: 22 });
export const ChevronIcon = icon('M7 9.5 12 14.5 17 9.5 15.6 8.1 12 11.7 8.4 8.1Z', { size: 16 });
