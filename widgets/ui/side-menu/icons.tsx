// Inline icons of the side menu (decorative: the buttons carry aria-labels).
import { icon } from '../icons.js';

export const MenuIcon = icon('M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z', { size: 26 });
