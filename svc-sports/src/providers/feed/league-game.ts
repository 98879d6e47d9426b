import { gameId } from '../../leagues/sources';
import { isNewLeague, type LeagueGame, type NamedPlayer } from '../../leagues/types';
import type { FeedGame, FeedStarter, FeedStatus } from './game';

/** A live game as the new leagues store it, with where it stands and the feed's id. */
export interface LiveLeagueGame extends LeagueGame {
  status: FeedStatus;
  source: FeedGame['source'];
  feedGameId: string;
}

/**
 * A starter by the feed's id, prefixed with the feed (`espn-3918298`): no feed uses the data's ids (nflverse's,
 * the NHL's in the shipped seasons), so the model matches him by name, as MLB's ingestion matches pitchers.
 */
function named(source: FeedGame['source'], starter: FeedStarter | null): NamedPlayer | null {
  return starter ? { id: `${source}-${starter.feedId}`, name: starter.name } : null;
}

/**
 * The regular-season and playoff games of the NBA, NFL and NHL among `games`, as LeagueGames (today's
 * prediction inputs: the pre-game moneylines and starters; the final score once over). Pre-season and other
 * games are left out; a game with a team our table does not know is left out and named in `skipped`, so
 * ingestion reports it rather than storing a game under an unknown code.
 *
 * A started game carries no moneyline and no starters (they are pre-game facts, not read after the start):
 * ingestion keeps the ones it stored before the game.
 */
export function toLeagueGames(games: FeedGame[]): { games: LiveLeagueGame[]; skipped: string[] } {
  const out: LiveLeagueGame[] = [];
  const skipped: string[] = [];
  for (const g of games) {
    const { league } = g;
    if (!isNewLeague(league) || (g.seasonType !== 'regular' && g.seasonType !== 'playoffs')) continue;
    const away = g.away.team.code;
    const home = g.home.team.code;
    if (!away || !home) {
      skipped.push(`${g.source} game ${g.feedGameId}: unknown team ${away ? g.home.team.name : g.away.team.name}`);
      continue;
    }
    const final = g.status === 'completed';
    const awayStarter = named(g.source, g.away.starter);
    const homeStarter = named(g.source, g.home.starter);
    out.push({
      league,
      id: gameId(g.date, away, home),
      season: g.season,
      date: g.date,
      start: g.startTime?.toISOString() ?? null,
      away,
      home,
      neutral: g.neutralSite ?? false,
      playoff: g.seasonType === 'playoffs',
      awayScore: final ? g.away.score : null,
      homeScore: final ? g.home.score : null,
      extra: final && g.decidedIn === 'overtime' ? 'OT' : final && g.decidedIn === 'shootout' ? 'SO' : null,
      extraKnown: final,
      odds:
        g.home.moneyline !== null && g.away.moneyline !== null
          ? { homeMoneyline: g.home.moneyline, awayMoneyline: g.away.moneyline }
          : null,
      spread: null,
      total: null,
      starters: awayStarter || homeStarter ? { away: awayStarter, home: homeStarter } : null,
      // The NBA's players come from the box score before tip-off (nba-live's pregamePlayers), matched by name.
      players: null,
      status: g.status,
      source: g.source,
      feedGameId: g.feedGameId,
    });
  }
  return { games: out, skipped };
}
