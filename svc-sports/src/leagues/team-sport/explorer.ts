import { and, eq, lt } from 'drizzle-orm';
import type { Side } from '../../api/explorer/service';
import type { SportsDb } from '../../db/database';
import { games } from '../../db/schema';
import { restOf } from '../../model/trends/rest';
import { storageId, trendGame } from './compute';
import { leagueGameOf, storedGames } from './seed';
import { LeagueTrends, type SituationRules } from './situations';
import { trendTeams, type LeagueTeam } from './teams';
import type { League } from './types';

/** The explorer's sides of one season of a league (its `teams`) before today, in its trends' situations. */
export function leagueSeasonSides(db: SportsDb, id: League, situations: SituationRules, teams: readonly LeagueTeam[]) {
  return async (season: number, today: string): Promise<Side[]> => {
    const rows = await storedGames(db, id, and(eq(games.season, season), lt(games.date, today)));
    const sides: Side[] = [];
    const trends = new LeagueTrends(situations, trendTeams(teams));
    const played = rows.map((r) => leagueGameOf(id, r.game, r.line, today));
    const lines = new Map(played.map((g) => [g.id, { spread: g.spread, total: g.total }]));
    trends.walk(played.map(trendGame), (game, t) => {
      const r = game.result;
      if (!r || r.homeScore === r.awayScore) return;
      for (const home of [true, false]) {
        const scoreFor = home ? r.homeScore : r.awayScore;
        const scoreAgainst = home ? r.awayScore : r.homeScore;
        const side = t.situations[home ? 'home' : 'away'];
        sides.push({
          game: { id: storageId(id, game.id), date: game.date, season: game.season },
          team: home ? game.home : game.away,
          opponent: home ? game.away : game.home,
          home,
          won: scoreFor > scoreAgainst,
          runsFor: scoreFor,
          runsAgainst: scoreAgainst,
          moneyline: game.odds ? (home ? game.odds.homeMoneyline : game.odds.awayMoneyline) : null,
          spread: lines.get(game.id)?.spread ?? null,
          total: lines.get(game.id)?.total ?? null,
          situation: side.situation,
          rest: restOf(side.daysOff),
        });
      }
    });
    return sides;
  };
}
