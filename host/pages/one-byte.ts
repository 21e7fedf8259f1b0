// V8 keeps a string whose characters are all Latin-1 at one byte per character. One character beyond that (a
// curly quote in a product's description, an arrow glyph) makes every string built from it two-byte: the page
// then takes twice the memory, and its UTF-8 encoding and compression run several times slower. So what the host
// puts into a page is written in ASCII: characters beyond it as references the browser decodes back.
// A replace keeps its subject's two-byte form even when the result is ASCII, hence the copy through a Latin-1 buffer.

const BEYOND_LATIN1 = /[\u0100-\uffff]/;

function asOneByte(text: string): string {
  return Buffer.from(text, 'latin1').toString('latin1');
}

/** Markup (text and attribute values, no <script> or <style> content) with characters beyond Latin-1 as character references. */
export function oneByteMarkup(markup: string): string {
  if (!BEYOND_LATIN1.test(markup)) return markup;
  return asOneByte(markup.replace(/[\u0100-\u{10ffff}]/gu, (c) => `&#${c.codePointAt(0)};`));
}

/** JSON text with `<` and every character beyond ASCII as \u escapes: it cannot close a <script> element, and is one-byte. */
export function oneByteJson(json: string): string {
  const escaped = json.replace(/[<\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return BEYOND_LATIN1.test(json) ? asOneByte(escaped) : escaped;
}
