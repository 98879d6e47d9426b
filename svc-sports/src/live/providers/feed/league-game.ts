import type { League } from '@vantage/contracts/sports-rules';
import type { FeedGame as StoredFeedGame, LeagueFeedProvider } from '../../ingest/league-feed';
import type { NamedPlayer, PlayerMinutes } from '../../../leagues/team-sport/types';
import { addDays, easternDate } from '../../../clock/clock';
import type { PlayerMatcher } from '../../../leagues/team-sport/player-matcher';
import type { FeedGame, FeedStarter, LeagueFeed } from './game';

/**
 * A feed's player as the model knows him: the data's id when `matcher` finds him by name, team and date, else
 * the feed's id prefixed with the feed (`espn-3918298`, `nba-live-1630178`): a player the model has not rated
 * (the matcher's fallback).
 */
export function playerId(
  source: FeedGame['source'],
  feedId: string,
  name: string,
  team: string,
  date: string,
  matcher: PlayerMatcher | null,
): string {
  return matcher?.match(name, team, date) ?? `${source}-${feedId}`;
}

function named(
  source: FeedGame['source'],
  starter: FeedStarter | null,
  team: string,
  date: string,
  matcher: PlayerMatcher | null,
): NamedPlayer | null {
  return starter
    ? { id: playerId(source, starter.feedId, starter.name, team, date, matcher), name: starter.name }
    : null;
}

/**
 * The regular-season and playoff games among `games`, as league ingestion stores them
 * (the pre-game starters and moneylines; the final score once over; a cancelled game as postponed: never played, no score).
 * Pre-season and other games are left out; a game with a team our table does not know is left out and named in
 * `skipped`, so it is reported rather than stored under an unknown code.
 *
 * A started game carries no starters and no line (pre-game facts, not read after the start): ingestion keeps
 * the ones it stored before the game.
 */
export function toLeagueGames(
  games: FeedGame[],
  matcher: PlayerMatcher | null = null,
): { games: StoredFeedGame[]; skipped: string[] } {
  const out: StoredFeedGame[] = [];
  const skipped: string[] = [];
  for (const g of games) {
    if (g.seasonType !== 'regular' && g.seasonType !== 'playoffs') continue;
    const away = g.away.team.code;
    const home = g.home.team.code;
    if (!away || !home) {
      skipped.push(`${g.source} game ${g.feedGameId}: unknown team ${away ? g.home.team.name : g.away.team.name}`);
      continue;
    }
    const final = g.status === 'completed';
    const awayStarter = named(g.source, g.away.starter, away, g.date, matcher);
    const homeStarter = named(g.source, g.home.starter, home, g.date, matcher);
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

/**
 * Where a league's players come from in live mode (the NBA's: liveData box scores, which exist from before tip-off,
 * read by src/leagues/nba/players.ts): a game's players as the model reads them, null while it is under way.
 */
export interface BoxScoreSource {
  players(
    feedGameId: string,
    date: string,
    matcher: PlayerMatcher | null,
  ): Promise<{ away: PlayerMinutes[]; home: PlayerMinutes[] } | null>;
  /** Today's US Eastern date: box scores are asked for today's games to come and the last two days' finals. */
  today(): string;
}

/**
 * Where the NFL's starting quarterbacks come from in live mode: the one each team's depth chart lists first (no
 * feed announces the starter itself).
 */
export interface DepthChartSource {
  /** `teamFeedId`: the team's id in the schedule's feed (ESPN's). */
  quarterback(teamFeedId: string): Promise<FeedStarter | null>;
  /** The time now: depth charts are read for the coming week's games not yet started (they say who starts next). */
  now(): Date;
}

/**
 * A league's feed as league ingestion's hook: its games in our terms, unknown teams reported to `warn`, players
 * matched to the data's ids by `matcher` (built once, on first use), the NBA's players read from `boxScores`, the
 * NFL's quarterbacks from `depthCharts`.
 */
export class LeagueFeedAdapter implements LeagueFeedProvider {
  private matcher: PlayerMatcher | null = null;

  readonly league: League;

  constructor(
    private readonly deps: {
      league: League;
      feed: LeagueFeed;
      warn: (message: string) => void;
      matcher?: () => PlayerMatcher;
      boxScores?: BoxScoreSource;
      depthCharts?: DepthChartSource;
    },
  ) {
    this.league = deps.league;
  }

  private match(): PlayerMatcher | null {
    if (!this.matcher && this.deps.matcher) this.matcher = this.deps.matcher();
    return this.matcher;
  }

  async schedule(from: string, to: string): Promise<StoredFeedGame[]> {
    const listed = await this.deps.feed.schedule(from, to);
    if (this.deps.depthCharts) await this.depthChartStarters(listed, this.deps.depthCharts);
    const { games, skipped } = toLeagueGames(listed, this.match());
    for (const message of skipped) this.deps.warn(message);
    const boxes = this.deps.boxScores;
    if (!boxes) return games;
    const today = boxes.today();
    for (const game of games) {
      const g = listed.find((l) => sameGame(game, l))!;
      const wanted =
        (g.status === 'scheduled' && g.date === today) || (g.status === 'completed' && g.date >= addDays(today, -1));
      if (!wanted) continue;
      try {
        game.players = await boxes.players(g.feedGameId, g.date, this.match());
      } catch (err) {
        // No box score yet (it appears shortly before tip-off) or the feed is down: the model's fallback.
        this.deps.warn(`box score of ${g.feedGameId} not read: ${(err as Error).message}`);
      }
    }
    return games;
  }

  /**
   * The quarterback each team's depth chart lists first, for its games of the coming week not yet started (a team
   * asked once). A depth chart not read leaves that side without a starter, so the model takes the team's last
   * one; never the season's passing leader, nor anything read once the game is under way.
   */
  private async depthChartStarters(listed: FeedGame[], depthCharts: DepthChartSource): Promise<void> {
    const now = depthCharts.now();
    const today = easternDate(now);
    const quarterbacks = new Map<string, Promise<FeedStarter | null>>();
    const quarterback = (teamFeedId: string) => {
      if (!quarterbacks.has(teamFeedId))
        quarterbacks.set(
          teamFeedId,
          depthCharts.quarterback(teamFeedId).catch((err: Error) => {
            this.deps.warn(`depth chart of team ${teamFeedId} not read: ${err.message}`);
            return null;
          }),
        );
      return quarterbacks.get(teamFeedId)!;
    };
    for (const g of listed) {
      const started = g.startTime !== null && g.startTime <= now;
      if (g.status !== 'scheduled' || started || g.date > addDays(today, 6)) continue;
      g.away.starter = await quarterback(g.away.team.feedId);
      g.home.starter = await quarterback(g.home.team.feedId);
    }
  }
}

const sameGame = (s: StoredFeedGame, g: FeedGame) =>
  s.date === g.date && s.away === g.away.team.code && s.home === g.home.team.code;
