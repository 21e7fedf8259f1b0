// Creating and dropping the tests' databases on the PostgreSQL server named by TEST_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server's default database (CREATE/DROP DATABASE cannot run inside the target). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The server's URL with another database name. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new, empty database (from `template` when given) and the function that drops it. */
export async function createDatabase(serverUrl: string, prefix: string, template?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { name, url: databaseUrl(serverUrl, name), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
