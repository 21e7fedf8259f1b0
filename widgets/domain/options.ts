// How a product variant is named wherever it is shown: on the product and place-order pages, in the quick
// order form, the account's order detail and return form, and the confirmation mail.

/** The variant fields a name is made of; missing, null and blank parts mean "not there". */
export interface OptionParts {
  Color?: string | null;
  Size?: string | null;
}

/** 'Red - M', or only the part that is present ('Red', 'M'); '' when neither is. */
export function optionLabel(option: OptionParts): string {
  return [option.Color, option.Size].filter((part): part is string => typeof part === 'string' && part.trim() !== '').join(' - ');
}

/** 'Shea Butter (Red - M)', or the name alone for a product without a variant. */
export function nameWithOption(name: string, option: OptionParts): string {
  const label = optionLabel(option);
  return label ? `${name} (${label})` : name;
}
