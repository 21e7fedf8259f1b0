import pg from 'pg';
import type { Db, Queryable, Row } from './db.js';

/** A real PostgreSQL server through node-postgres. */
export async function openPostgres(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle client whose connection the server ends (restart, DROP DATABASE ... FORCE) must not crash the process.
  pool.on('error', (err) => console.error('PostgreSQL connection lost:', err.message));
  await pool.query('SELECT 1');
  const query = async <T extends Row>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[];
  return {
    kind: 'postgres',
    query,
    async transaction(fn) {
      const client = await pool.connect();
      const tx: Queryable = {
        query: async <T extends Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
      };
      try {
        await client.query('BEGIN');
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    waiting: () => pool.waitingCount,
    close: () => pool.end(),
  };
}
