// Decorative icons of the cart panel and cart page (aria-hidden; the buttons carry the labels).
import { icon } from '../icons.js';

export const TrashIcon = icon('M9 3h6l1 1h4v2H4V4h4zm-3 5h12l-1 12.2A2 2 0 0 1 15 22H9a2 2 0 0 1-2-1.8zm3.5 2v9h1.5v-9zm3.5 0v9h1.5v-9z');
export const BagIcon = icon('M7 7V6a5 5 0 0 1 10 0v1h3l-1 14H5L4 7zm2 0h6V6a3 3 0 0 0-6 0zm-2.9 2 .8 10h10.2l.8-10z');
