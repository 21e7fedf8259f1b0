// CSV cells that a spreadsheet shows as written and never runs. Text is always quoted, and a formula trigger at
// the start of the text, or after a character some spreadsheet or import splits cells on (comma, semicolon,
// tab, line break), gets an apostrophe before it: `x;=1+1` opened with semicolons as the separator would
// otherwise put a live formula in the second cell.

/** Characters that start a formula in Excel, LibreOffice or Google Sheets (full-width forms included). */
const TRIGGER = '=+\\-@\\t\\r\uFF1D\uFF0B\uFF0D\uFF20';
/** A trigger at the start or after a separator, with any spaces between (some imports trim them). */
const FORMULA_START = new RegExp(`(?<=^|[,;\\t\\r\\n])[ ]*(?=[${TRIGGER}])`, 'g');

/** One CSV cell: a number as digits (with `decimals` fixed when given), text quoted and neutralised. */
export function csvCell(value: string | number, decimals?: number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? (decimals === undefined ? String(value) : value.toFixed(decimals)) : '';
  const safe = value.replace(FORMULA_START, "$&'");
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV text from rendered cells: CRLF line ends (RFC 4180), one after the last line too. */
export function csvText(lines: ReadonlyArray<readonly string[]>): string {
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
