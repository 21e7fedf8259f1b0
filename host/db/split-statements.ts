// Splits a migration file into statements for one-statement-at-a-time drivers (PGlite's and node-postgres's
// parameterised query): a semicolon ends a statement only outside quotes, comments and dollar-quoted bodies.
// Follows PostgreSQL's lexer for the parts that can hide a semicolon: '...' (with '' inside), E'...' (with
// backslash escapes), "..." identifiers, -- and nested /* */ comments, and $$ ... $$ / $tag$ ... $tag$ bodies.

/** A migration the lexer cannot close (an unterminated quote, comment or body): never sent half-read. */
export class SqlSplitError extends Error {}

const IDENT_START = /[A-Za-z_\u0080-\uffff]/;
const IDENT_CHAR = /[A-Za-z0-9_$\u0080-\uffff]/;

/** The dollar-quote delimiter ($$ or $tag$) starting at i, or undefined when the $ is not one ($1, a$b). */
function dollarTag(sql: string, i: number): string | undefined {
  if (i > 0 && IDENT_CHAR.test(sql[i - 1])) return undefined; // `$` inside an identifier such as a$b
  let j = i + 1;
  if (sql[j] !== '$') {
    if (!IDENT_START.test(sql[j] ?? '')) return undefined; // $1 is a parameter
    while (j < sql.length && IDENT_CHAR.test(sql[j]) && sql[j] !== '$') j++;
    if (sql[j] !== '$') return undefined;
  }
  return sql.slice(i, j + 1);
}

/** Index just past the closing quote of a '...' or "..." starting at i (a doubled quote stays inside). */
function quotedEnd(sql: string, i: number, quote: string, backslashEscapes: boolean): number {
  for (let j = i + 1; j < sql.length; j++) {
    if (backslashEscapes && sql[j] === '\\') j++;
    else if (sql[j] === quote) {
      if (sql[j + 1] !== quote) return j + 1;
      j++;
    }
  }
  throw new SqlSplitError(`Unterminated ${quote === "'" ? 'string' : 'quoted identifier'} at offset ${i}`);
}

/** Index just past a block comment starting at i; PostgreSQL's block comments nest. */
function blockCommentEnd(sql: string, i: number): number {
  let depth = 0;
  for (let j = i; j < sql.length - 1; j++) {
    if (sql[j] === '/' && sql[j + 1] === '*') {
      depth++;
      j++;
    } else if (sql[j] === '*' && sql[j + 1] === '/') {
      depth--;
      j++;
      if (depth === 0) return j + 1;
    }
  }
  throw new SqlSplitError(`Unterminated /* comment at offset ${i}`);
}

/** An E'...' string: E (or e) right before the quote, not the end of a longer word. */
const isEscapeString = (sql: string, i: number) => /[Ee]/.test(sql[i - 1] ?? '') && !IDENT_CHAR.test(sql[i - 2] ?? '');

/**
 * The statements of a SQL script, in order, trimmed, without the comments between them. Text inside quotes,
 * quoted identifiers and dollar-quoted bodies is kept exactly (a function body keeps its comments).
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  const flush = () => {
    const statement = current.trim();
    if (statement) statements.push(statement);
    current = '';
  };
  while (i < sql.length) {
    const c = sql[i];
    let end: number;
    if (c === '-' && sql[i + 1] === '-') {
      const newline = sql.indexOf('\n', i);
      i = newline < 0 ? sql.length : newline; // the newline itself is kept as a separator
      continue;
    } else if (c === '/' && sql[i + 1] === '*') {
      i = blockCommentEnd(sql, i);
      current += ' ';
      continue;
    } else if (c === "'") {
      end = quotedEnd(sql, i, "'", isEscapeString(sql, i));
    } else if (c === '"') {
      end = quotedEnd(sql, i, '"', false);
    } else if (c === '$' && dollarTag(sql, i)) {
      const tag = dollarTag(sql, i)!;
      const close = sql.indexOf(tag, i + tag.length);
      if (close < 0) throw new SqlSplitError(`Unterminated dollar-quoted body ${tag} at offset ${i}`);
      end = close + tag.length;
    } else if (c === ';') {
      flush();
      i++;
      continue;
    } else {
      end = i + 1;
    }
    current += sql.slice(i, end);
    i = end;
  }
  flush();
  return statements;
}
