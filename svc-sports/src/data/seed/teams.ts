import { sql } from 'drizzle-orm';
import type { SportsDb } from '../../db/database';
import { teams } from '../../db/schema';

/** Stores a league's teams; a team already there takes the shipped name, city and alignment. */
export async function upsertTeams(db: SportsDb, rows: (typeof teams.$inferInsert)[]): Promise<void> {
  await db
    .insert(teams)
    .values(rows)
    .onConflictDoUpdate({
      target: [teams.sport, teams.code],
      set: {
        name: sql`excluded.name`,
        nickname: sql`excluded.nickname`,
        city: sql`excluded.city`,
        league: sql`excluded.league`,
        division: sql`excluded.division`,
        abbreviation: sql`excluded.abbreviation`,
      },
    });
}
