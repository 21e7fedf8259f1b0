// What a variant's first part is (docs/domain.md#option-labels): the catalogue keeps one field, Color, for what
// tells a product's variants apart, which is a scent for a body cream, a flavour for a sea moss gel, a shade for a
// lip tint and a colour for a toothbrush. The cart names it by its kind, from the product's category, so a scent
// is never labelled a colour; a kind it cannot tell is left unnamed rather than guessed.

export type OptionKind = 'Scent' | 'Flavour' | 'Shade' | 'Colour';

const KINDS: ReadonlyArray<readonly [RegExp, OptionKind]> = [
  [/fragrance|perfume|cologne|body cream|lotion|butter|soap|body wash|deodorant|candle|bath/i, 'Scent'],
  [/immunity|supplement|vitamin|tea|drink|sea moss|fat burner|nutrition/i, 'Flavour'],
  [/lip|tint|foundation|make-?up|nail|blush/i, 'Shade'],
  [/teeth|tooth|women care|men care|beard|accessor|hair tool|bonnet|brush/i, 'Colour'],
];

/** The kind of a product's Color field, from its category name (the subcategory, e.g. 'Body Cream'); null when unknown. */
export function optionKindOf(categoryName: string): OptionKind | null {
  for (const [pattern, kind] of KINDS) if (pattern.test(categoryName)) return kind;
  return null;
}

export function isOptionKind(value: unknown): value is OptionKind {
  return value === 'Scent' || value === 'Flavour' || value === 'Shade' || value === 'Colour';
}

/** A cart line's option as the cart shows it: 'Scent: Vanilla Coconut · Size: 250 g', or the value alone when its kind is not known. */
export function cartOptionText(line: { Color?: string; Size?: string; OptionKind?: OptionKind }): string {
  const first = line.Color ? (line.OptionKind ? `${line.OptionKind}: ${line.Color}` : line.Color) : '';
  return [first, line.Size && `Size: ${line.Size}`].filter(Boolean).join(' · ');
}
