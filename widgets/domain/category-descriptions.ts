// The short description above the category's products (the reference design shows static text there). Ours name the
// category and what the shop stocks in it; a subcategory without its own line borrows its parent's.
// The host's page metadata uses the same lines.
const BY_NAME: Readonly<Record<string, string>> = {
  beauty: 'Lip balms, eye care and face packs made with natural butters, oils and clays for an easy, fresh look in island heat.',
  hair: 'Oils, shampoos and treatment kits with coconut, castor and herbal blends that keep every hair type strong, soft and shiny.',
  beard: 'Beard oils, balms and washes that tame, soften and condition, with clean scents and no harsh chemicals.',
  face: 'Gentle washes, scrubs, creams, serums, toners and gels for clear, balanced skin, morning and night.',
  body: 'Body creams, intimate washes, hair removal and teeth care: everyday essentials made with shea, cocoa and aloe.',
  'gift pack': 'Ready-to-give combos of our best sellers, packed with care for birthdays, holidays and thank-yous.',
  perfume: 'Fragrances and body mists with tropical florals, spice and citrus notes that last through the day.',
  'health and fitness': 'Vitamins, supplements, immunity care and fat burners to support an active, healthy routine.',
  'personal care': 'Everyday care made for men and women: grooming, hygiene and self-care essentials.',
};

export const ALL_CATEGORIES_DESCRIPTION =
  'Natural body, skin, hair and beauty care from Trinidad and Tobago: browse every category, then narrow the list by price, availability and more.';

export function categoryDescription(name: string, parentName?: string): string {
  const own = BY_NAME[name.trim().toLowerCase()];
  if (own) return own;
  const parent = parentName ? BY_NAME[parentName.trim().toLowerCase()] : undefined;
  return parent
    ? `${name} from our ${parentName} range. ${parent}`
    : `Natural ${name.toLowerCase()} products, chosen for the Caribbean climate and delivered across Trinidad and Tobago.`;
}
