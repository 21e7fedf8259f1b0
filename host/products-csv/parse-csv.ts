// RFC 4180 CSV as a shop's export gives it (Shopify's, WooCommerce's, a spreadsheet's): quoted cells may hold commas,
// quotes ("") and line breaks; CRLF or LF line ends; a byte-order mark is ignored. Each record keeps the line it
// starts on, so an import can name where a problem is. Bounded: at most MAX_RECORDS records.
export const MAX_RECORDS = 20_000;

export interface CsvRecord {
  /** The line of the file the record starts on (1: the header). */
  line: number;
  cells: string[];
}

export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number; msg: string };

export function parseCsv(text: string): CsvParse {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let i = 0;
  while (i < src.length) {
    const start = line;
    const cells: string[] = [];
    for (;;) {
      let cell = '';
      if (src[i] === '"') {
        i += 1;
        for (;;) {
          if (i >= src.length) return { ok: false, line: start, msg: 'A quoted cell is not closed.' };
          const c = src[i];
          if (c === '"') {
            if (src[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i += 1;
            break;
          }
          if (c === '\n') line += 1;
          cell += c;
          i += 1;
        }
        if (i < src.length && src[i] !== ',' && src[i] !== '\n' && src[i] !== '\r') return { ok: false, line, msg: 'Text follows a quoted cell.' };
      } else {
        while (i < src.length && src[i] !== ',' && src[i] !== '\n' && src[i] !== '\r') cell += src[i++];
      }
      cells.push(cell);
      if (src[i] === ',') {
        i += 1;
        continue;
      }
      if (src[i] === '\r') i += 1;
      if (src[i] === '\n') i += 1;
      line += 1;
      break;
    }
    // A blank line is no record.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: start, cells });
    if (records.length > MAX_RECORDS) return { ok: false, line: start, msg: `A file can hold at most ${MAX_RECORDS} rows.` };
  }
  return { ok: true, records };
}
