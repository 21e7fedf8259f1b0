import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../../host/db/migrate.js';
import { splitStatements, SqlSplitError } from '../../../host/db/split-statements.js';

const FUNCTION_BODY = `BEGIN
  -- a comment; with a semicolon
  UPDATE t SET n = n + 1; RETURN NEW;
END;`;

const CASES: Array<[name: string, sql: string, statements: string[]]> = [
  ['one statement, no semicolon', 'SELECT 1', ['SELECT 1']],
  ['statements on one line', 'SELECT 1; SELECT 2;', ['SELECT 1', 'SELECT 2']],
  ['empty statements dropped', ';;\n ; SELECT 1;;', ['SELECT 1']],
  ['nothing but comments', '-- only a comment\n/* and another */\n', []],
  ['line comments between statements', '-- first\nSELECT 1; -- trailing; with semicolon\n-- next\nSELECT 2;', ['SELECT 1', 'SELECT 2']],
  ['line comment inside a statement', 'CREATE TABLE t (\n  a int, -- the a; column\n  b int\n);', ['CREATE TABLE t (\n  a int, \n  b int\n)']],
  ['block comment', 'SELECT /* ; */ 1;', ['SELECT   1']],
  ['nested block comment', 'SELECT /* a /* b; */ c; */ 1; SELECT 2', ['SELECT   1', 'SELECT 2']],
  ['semicolon in a string', "INSERT INTO t VALUES ('a;b'); SELECT 2", ["INSERT INTO t VALUES ('a;b')", 'SELECT 2']],
  ['doubled quote in a string', "SELECT 'it''s; fine'; SELECT 2", ["SELECT 'it''s; fine'", 'SELECT 2']],
  ['comment markers in a string', "SELECT '-- not a comment; /* nor this'", ["SELECT '-- not a comment; /* nor this'"]],
  ['backslash escape in an E string', "SELECT E'a\\'; b'; SELECT 2", ["SELECT E'a\\'; b'", 'SELECT 2']],
  ['backslash in a plain string is a character', "SELECT 'a\\'; SELECT 2", ["SELECT 'a\\'", 'SELECT 2']],
  ['a word ending in e before a string is not E', "SELECT name'x'; SELECT 2", ["SELECT name'x'", 'SELECT 2']],
  ['semicolon in a quoted identifier', 'SELECT 1 AS "a;b"; SELECT 2', ['SELECT 1 AS "a;b"', 'SELECT 2']],
  ['doubled quote in an identifier', 'SELECT 1 AS "a"";b"; SELECT 2', ['SELECT 1 AS "a"";b"', 'SELECT 2']],
  [
    '$$ function body',
    `CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$${FUNCTION_BODY}$$;\nSELECT 2;`,
    [`CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$${FUNCTION_BODY}$$`, 'SELECT 2'],
  ],
  ['tagged body holding $$', "DO $body$ BEGIN RAISE NOTICE '$$;'; END $body$; SELECT 2", ["DO $body$ BEGIN RAISE NOTICE '$$;'; END $body$", 'SELECT 2']],
  ['tags must match', 'SELECT $a$ x; $b$; y $a$; SELECT 2', ['SELECT $a$ x; $b$; y $a$', 'SELECT 2']],
  ['quotes inside a body are not quotes', "SELECT $$ it's; $$; SELECT 2", ["SELECT $$ it's; $$", 'SELECT 2']],
  ['parameters are not dollar quotes', 'SELECT $1; SELECT $2', ['SELECT $1', 'SELECT $2']],
  ['$ inside an identifier is not a dollar quote', 'SELECT a$b$ FROM t; SELECT 2', ['SELECT a$b$ FROM t', 'SELECT 2']],
  ['dollar signs in a comment', '-- scrypt$N$r$p; hash\nSELECT 1; SELECT 2', ['SELECT 1', 'SELECT 2']],
  ['CRLF line ends', 'SELECT 1; -- x\r\nSELECT 2;\r\n', ['SELECT 1', 'SELECT 2']],
];

describe('splitStatements', () => {
  it.each(CASES)('%s', (_name, sql, statements) => {
    expect(splitStatements(sql)).toEqual(statements);
  });

  const UNTERMINATED: Array<[name: string, sql: string, message: RegExp]> = [
    ['string', "SELECT 'abc; SELECT 2", /Unterminated string at offset 7/],
    ['E string ending in an escaped quote', "SELECT E'abc\\'", /Unterminated string/],
    ['identifier', 'SELECT "abc; SELECT 2', /Unterminated quoted identifier/],
    ['block comment', 'SELECT 1; /* a /* b */', /Unterminated \/\* comment/],
    ['dollar body', 'DO $x$ BEGIN NULL; END $y$;', /Unterminated dollar-quoted body \$x\$/],
  ];
  it.each(UNTERMINATED)('refuses an unterminated %s', (_name, sql, message) => {
    expect(() => splitStatements(sql)).toThrow(SqlSplitError);
    expect(() => splitStatements(sql)).toThrow(message);
  });

  it('splits every migration of the schema into statements that each start with a command', () => {
    for (const file of readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql'))) {
      const statements = splitStatements(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      expect(statements.length, file).toBeGreaterThan(0);
      for (const s of statements) expect(s, file).toMatch(/^(CREATE|ALTER|INSERT|UPDATE|DROP|COMMENT)\b/);
    }
  });
});
