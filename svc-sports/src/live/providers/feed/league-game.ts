import type { FeedGame as StoredFeedGame, LeagueFeedProvider } from '../../ingest/league-ingestion';
import { isNewLeague, type NamedPlayer, type NewLeague } from '../../../model/leagues/types';
import type { FeedGame, FeedStarter, LeagueFeed } from './game';

/**
 * A starter by the feed's id, prefixed with the feed (`espn-3918298`): no feed uses the data's ids (nflverse's,
 * the NHL's in the shipped seasons), so the model matches him by name, as MLB's ingestion matches pitchers.
 */
function named(source: FeedGame['source'], starter: FeedStarter | null): NamedPlayer | null {
  return starter ? { id: `${source}-${starter.feedId}`, name: starter.name } : null;
}

/**
 * The regular-season and playoff games of the NBA, NFL and NHL among `games`, as league ingestion stores them
 * (the pre-game starters and moneylines; the final score once over; a cancelled game as postponed: never played, no score).
 * Pre-season and other games are left out; a game with a team our table does not know is left out and named in
 * `skipped`, so it is reported rather than stored under an unknown code.
 *
 * A started game carries no starters and no line (pre-game facts, not read after the start): ingestion keeps
 * the ones it stored before the game.
 */
export function toLeagueGames(games: FeedGame[]): { games: StoredFeedGame[]; skipped: string[] } {
  const out: StoredFeedGame[] = [];
  const skipped: string[] = [];
  for (const g of games) {
    if (!isNewLeague(g.league) || (g.seasonType !== 'regular' && g.seasonType !== 'playoffs')) continue;
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
      date: g.date,
      start: g.startTime?.toISOString() ?? null,
      away,
      home,
      status: g.status === 'cancelled' ? 'postponed' : g.status,
      awayScore: final ? g.away.score : null,
      homeScore: final ? g.home.score : null,
      extra: final && g.decidedIn === 'overtime' ? 'OT' : final && g.decidedIn === 'shootout' ? 'SO' : null,
      neutral: g.neutralSite ?? false,
      playoff: g.seasonType === 'playoffs',
      starters: awayStarter || homeStarter ? { away: awayStarter, home: homeStarter } : null,
      // Both feeds' lines come from ESPN (the league feeds have none); null once the game has started.
      odds:
        g.home.moneyline !== null && g.away.moneyline !== null
          ? { homeMoneyline: g.home.moneyline, awayMoneyline: g.away.moneyline, source: 'espn' }
          : null,
    });
  }
  return { games: out, skipped };
}

/** A league's feed as league ingestion's hook: its games in our terms, unknown teams reported to `warn`. */
export class LeagueFeedAdapter implements LeagueFeedProvider {
  constructor(
    readonly league: NewLeague,
    private readonly feed: LeagueFeed,
    private readonly warn: (message: string) => void,
  ) {}

  async schedule(from: string, to: string): Promise<StoredFeedGame[]> {
    const { games, skipped } = toLeagueGames(await this.feed.schedule(from, to));
    for (const message of skipped) this.warn(message);
    return games;
  }
}
