import type { League } from '@vantage/contracts/sports-rules';
import type { SportsDb } from '../db/database';
import { games } from '../db/schema';

/** Stores a team-sport league's game not played yet as a live feed stores it (no shipped line in its details). */
export function insertScheduledGame(
  db: SportsDb,
  game: { id: string; league: League; season: number; date: string; start: Date; away: string; home: string },
) {
  return db.insert(games).values({
    id: game.id,
    sport: game.league,
    season: game.season,
    date: game.date,
    gameNumber: 0,
    startTime: game.start,
    away: game.away,
    home: game.home,
    park: game.home,
    status: 'scheduled',
    source: 'feed',
    details: { neutral: false, playoff: false, extra: null, extraKnown: false, spread: null, players: null },
  });
}
