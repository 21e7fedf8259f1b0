import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from '../../../widgets/domain/csv.js';

describe('csvCell', () => {
  it.each([
    ['plain text', 'Trini Naturals', '"Trini Naturals"'],
    ['empty text', '', '""'],
    ['a comma', 'Port of Spain, Trinidad', '"Port of Spain, Trinidad"'],
    ['quotes', 'The "Best" Shop', '"The ""Best"" Shop"'],
    ['a line break', 'two\r\nlines', '"two\r\nlines"'],
    ['= at the start', '=1+1', `"'=1+1"`],
    ['+ at the start', '+1', `"'+1"`],
    ['- at the start', '-1+2', `"'-1+2"`],
    ['@ at the start', '@SUM(1)', `"'@SUM(1)"`],
    ['a tab at the start', '\t=1', `"'\t'=1"`],
    ['a carriage return at the start', '\r=1', `"'\r'=1"`],
    ['a full-width equals sign', '\uFF1D1+1', `"'\uFF1D1+1"`],
    ['spaces before a trigger', '  =1', `"  '=1"`],
    ['a formula after a semicolon', 'x;=1+1;@SUM(1)', `"x;'=1+1;'@SUM(1)"`],
    ['a formula after a comma', 'x,=HYPERLINK("y")', `"x,'=HYPERLINK(""y"")"`],
    ['a formula after a tab', 'x\t+1', `"x\t'+1"`],
    ['a formula after a newline', 'x\n-1', `"x\n'-1"`],
    ['a formula after a separator and spaces', 'x; =1', `"x; '=1"`],
    ['separators in a row', 'x;;,=1', `"x;;,'=1"`],
    ['a dash inside a word', 'Aloe-Vera', '"Aloe-Vera"'],
    ['an @ inside an address', 'shop@example.tt', '"shop@example.tt"'],
  ])('quotes and neutralises %s', (_what, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    [12, undefined, '12'],
    [-3, undefined, '-3'],
    [12.5, 2, '12.50'],
    [0, 2, '0.00'],
    [Number.NaN, undefined, ''],
  ])('writes the number %s (decimals %s) as %s', (value, decimals, expected) => {
    expect(csvCell(value, decimals)).toBe(expected);
  });
});

describe('csvText', () => {
  it('joins cells with commas and ends every line with CRLF', () => {
    expect(
      csvText([
        ['"a"', '1'],
        ['"b"', '2'],
      ]),
    ).toBe('"a",1\r\n"b",2\r\n');
  });
});
