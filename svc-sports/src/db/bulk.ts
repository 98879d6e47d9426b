import { sql } from 'drizzle-orm';
import type { SportsDb } from './database';

/**
 * Inserts many rows with one statement per chunk: the rows travel as a single JSON parameter expanded by
 * json_populate_recordset, several times faster than thousands of bind parameters (PGlite most of all).
 * Rows are keyed by column name; rows already present are left alone.
 */
export async function bulkInsert(
  db: SportsDb,
  table: 'games' | 'odds' | 'price_history' | 'predictions' | 'team_trends' | 'market_forecasts',
  rows: Record<string, unknown>[],
  chunk = 4000,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const target = sql.raw(`sports.${table}`);
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(rows.slice(i, i + chunk));
    await db.execute(
      sql`INSERT INTO ${target} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${target}, ${json}::json) ON CONFLICT DO NOTHING`,
    );
  }
}
