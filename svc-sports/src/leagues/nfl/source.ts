/** The NFL's source reader: nflverse's games files (../shared/data/nfl/games_YYYY_YYYY.csv) into LeagueGame[]. */
import { parseCsvRecords } from '../../data/csv';
import {
  easternInstant,
  filesMatching,
  gameId,
  marketColumns,
  moneyline,
  namedStarters,
  num,
  read,
  score,
  sortGames,
} from '../team-sport/sources';
import { TeamIndex } from '../team-sport/teams';
import { NFL_TEAMS } from './profile';
import type { LeagueGame } from '../team-sport/types';

export function loadNfl(dir: string): LeagueGame[] {
  const teams = new TeamIndex('nfl', NFL_TEAMS);
  const files = filesMatching(dir, /^games_\d{4}_\d{4}\.csv$/);
  if (files.length === 0) throw new Error(`no games_YYYY_YYYY.csv in ${dir}`);
  const games = new Map<string, LeagueGame>();
  for (const file of files)
    for (const r of parseCsvRecords(read(dir, file))) {
      const season = Number(r.season);
      const away = teams.in(r.away_team, season).code;
      const home = teams.in(r.home_team, season).code;
      const homeMl = moneyline(r.home_moneyline);
      const awayMl = moneyline(r.away_moneyline);
      const id = gameId(r.gameday, away, home);
      games.set(id, {
        league: 'nfl',
        id,
        season,
        date: r.gameday,
        start: r.gametime ? easternInstant(r.gameday, r.gametime) : null,
        away,
        home,
        neutral: r.location === 'Neutral',
        playoff: r.game_type !== 'REG',
        awayScore: score(r.away_score),
        homeScore: score(r.home_score),
        extra: r.overtime === '1' ? 'OT' : null,
        extraKnown: r.overtime === '0' || r.overtime === '1',
        odds: homeMl !== null && awayMl !== null ? { homeMoneyline: homeMl, awayMoneyline: awayMl } : null,
        spread: num(r.spread_line),
        total: num(r.total_line),
        starters: namedStarters(r.away_qb_id, r.away_qb_name, r.home_qb_id, r.home_qb_name),
        players: null,
        ...marketColumns(r),
      });
    }
  return sortGames([...games.values()]);
}
