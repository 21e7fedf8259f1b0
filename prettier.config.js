// @ts-check
// Prettier, set to the house style so the one-time rewrite stays small: single quotes, semicolons, trailing
// commas (Prettier's defaults but the quotes), lines up to 160 (the widest that keeps most hand-written lines;
// 160 changes the fewest lines of any width tried: 120, 140, 150, 160).
/** @type {import('prettier').Config} */
export default {
  printWidth: 160,
  singleQuote: true,
  // Tagged templates (html`...`, css`...`) are page and style content: reflowing them would change the bytes served.
  embeddedLanguageFormatting: 'off',
};
