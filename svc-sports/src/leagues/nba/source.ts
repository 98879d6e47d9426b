/**
 * The NBA's source reader (../shared/data/nba/): OddsPortal's games and moneylines, spreads, totals and overtime
 * from the "NBA Betting Data" set, and the active lists and minutes from basketball-reference's box scores.
 */
import path from 'node:path';
import { parseCsvRecords } from '../../data/csv';
import { filesMatching, joinKey, loadOddsPortal, num, oddsPortalFile, read, sortGames } from '../team-sport/sources';
import { TeamIndex } from '../team-sport/teams';
import { NBA_TEAMS } from './profile';
import type { LeagueGame, PlayerMinutes } from '../team-sport/types';

/** The 2020 bubble: every game at a neutral site. */
const BUBBLE: [string, string] = ['2020-07-30', '2020-10-11'];

/**
 * A box-score row of a player on the active list announced before tip-off: he played, or he was listed and sat as
 * the coach's decision (basketball-reference's "Did Not Play"). Inactive players and those who did not dress, were
 * not with the team or were suspended were out before the game.
 */
function onActiveList(r: Record<string, string>): boolean {
  return r.status === 'played' || (r.status === 'dnp' && r.reason === 'Did Not Play');
}

export function loadNba(dir: string): LeagueGame[] {
  const teams = new TeamIndex('nba', NBA_TEAMS);
  const games = loadOddsPortal('nba', BUBBLE, oddsPortalFile(dir, 'nba'), teams);
  const byKey = new Map(games.map((g) => [joinKey(teams, g.date, g.away, g.home), g]));

  // Spreads, totals and overtime from the "NBA Betting Data" set.
  for (const file of filesMatching(dir, /^nba_betting_\d{4}_\d{4}\.csv$/))
    for (const r of parseCsvRecords(read(dir, file))) {
      const game = byKey.get(joinKey(teams, r.date, r.away, r.home));
      if (!game) continue;
      const spread = num(r.spread);
      game.spread = spread === null ? null : r.whos_favored === 'home' ? spread : -spread;
      game.total = num(r.total);
      game.extra = (num(r.ot_home) ?? 0) + (num(r.ot_away) ?? 0) > 0 ? 'OT' : null;
      game.extraKnown = true;
    }

  // Who was active, and for how long each played (basketball-reference box scores).
  const playersDir = path.join(dir, 'players');
  for (const file of filesMatching(playersDir, /^nba_bbref_player_box_\d{4}-\d{2}\.csv$/)) {
    const lineups = new Map<string, { away: PlayerMinutes[]; home: PlayerMinutes[] }>();
    for (const r of parseCsvRecords(read(playersDir, file))) {
      if (!onActiveList(r)) continue;
      // To the tenth of a minute, as shipped; a coach's decision is active with 0 minutes.
      const minutes = r.status === 'played' ? Math.round(Number(r.mp_sec) / 6) / 10 : 0;
      const key = joinKey(teams, r.game_date, r.away_team, r.home_team);
      let lineup = lineups.get(key);
      if (!lineup) lineups.set(key, (lineup = { away: [], home: [] }));
      (r.is_home === '1' ? lineup.home : lineup.away).push({ id: r.player_id, minutes });
    }
    for (const [key, lineup] of lineups) {
      const game = byKey.get(key);
      if (game && lineup.home.length > 0 && lineup.away.length > 0) game.players = lineup;
    }
  }
  return sortGames(games);
}

/** NBA players' names by basketball-reference id, from the box-score files. */
export function loadNbaPlayerNames(dir: string): Map<string, string> {
  const names = new Map<string, string>();
  const playersDir = path.join(dir, 'players');
  for (const file of filesMatching(playersDir, /^nba_bbref_player_box_\d{4}-\d{2}\.csv$/))
    for (const r of parseCsvRecords(read(playersDir, file))) if (onActiveList(r)) names.set(r.player_id, r.player_name);
  return names;
}
