// The catalogue the specification describes, written out here on purpose: the seed and the catalogue
// API must match the specification, not themselves.

/** The top category bar of docs/screens.md#page-shell: top category -> its subcategories. */
export const SPEC_CATEGORIES: Record<string, string[]> = {
  Beauty: ['Lip Care', 'Eye Care', 'Face Pack'],
  Hair: ['Hair Oil', 'Shampoo', 'Hair Treatment Kit'],
  Beard: ['Beard Care'],
  Face: ['Face Wash', 'Face Scrub', 'Face Cream', 'Face Serum', 'Face Toner', 'Face Gel'],
  Body: ['Body Cream', 'Hair Removal', 'Intimate Wash', 'Teeth Care'],
  'Gift Pack': ['Combos'],
  Perfume: ['Fragrance'],
  'Health and Fitness': ['Fat Burner', 'Immunity Care', 'Vitamins & Supplements'],
  'Personal Care': ['Men Care', 'Women Care'],
};
export const SPEC_SUBCATEGORIES = Object.values(SPEC_CATEGORIES).flat();

/** The home categories of docs/screens.md#home. */
export const HOME_CATEGORIES = ['Body Care', 'Skin Care', 'Hair Care', 'Beauty Care', 'Health Care', 'Fragrance', 'Women Care', 'Beard Care'];
