import { eq, inArray } from 'drizzle-orm';
import type { League } from '@vantage/contracts/sports-rules';
import { bulkInsert } from '../../db/bulk';
import type { SportsDb } from '../../db/database';
import { games, odds } from '../../db/schema';
import { gameId } from '../../leagues/team-sport/sources';
import type { Extra, LeagueGame, NamedPlayer, PlayerMinutes } from '../../leagues/team-sport/types';
import { storageId } from '../../leagues/team-sport/compute';
import { seasonOf, type LeagueProfile } from '../../registry/profiles';
import { leagueGameRow } from '../../leagues/team-sport/seed';
import { loadPlayerNames, loadShippedLeague } from '../../leagues/team-sport/shipped';
import { PlayerMatcher } from '../../leagues/team-sport/player-matcher';
import { TeamIndex, type LeagueTeam } from '../../leagues/team-sport/teams';
import type { LeagueFeed } from '../providers/feed/game';
import { LeagueFeedAdapter, type BoxScoreSource, type DepthChartSource } from '../providers/feed/league-game';
import type { LiveFeed, StoredGames } from './ingestion';
import { storeProviderLine } from './price-history';
import { easternDate } from '../../clock/clock';
import type { OddsProvider } from '../providers/odds/provider';

/** A league whose games are stored as the shipped ones are (leagues/team-sport/types.ts LeagueGame). */

/**
 * One game as a league's live feed gives it, in our terms: the adapter (src/live/providers/<feed>) maps the feed's
 * team spellings to the league's codes (src/leagues/team-sport/teams.ts TeamIndex), its times to instants and its states
 * to ours.
 */
export interface FeedGame {
  /** The US Eastern calendar date of the game. */
  date: string;
  /** ISO instant of the start, when the feed gives one. */
  start: string | null;
  away: string;
  home: string;
  status: 'scheduled' | 'in_progress' | 'completed' | 'postponed';
  /** Scores of a final game (overtime included; NHL: the shootout winner's goal included), else null. */
  awayScore: number | null;
  homeScore: number | null;
  /** How a final game went past regulation (OT, SO), null for regulation. */
  extra: Extra;
  neutral: boolean;
  playoff: boolean;
  /** NFL: the starting quarterbacks; NHL: the confirmed starting goaltenders; null until the feed names them. */
  starters: { away: NamedPlayer | null; home: NamedPlayer | null } | null;
  /** NBA: the active list before the game, with the minutes played once it is final; absent when unknown. */
  players?: { away: PlayerMinutes[]; home: PlayerMinutes[] } | null;
  /** The current pre-game moneylines and where they come from; absent or null without a line and once started. */
  odds?: { homeMoneyline: number; awayMoneyline: number; source: string } | null;
}

/**
 * The games of a league's public feed in our terms (the NHL's api-web, the NBA's liveData, ESPN's scoreboard for
 * the NFL: live/providers/feed/league-game.ts LeagueFeedAdapter), which LeagueLiveFeed stores.
 */
export interface LeagueFeedProvider {
  readonly league: League;
  /**
   * Every game dated from `from` to `to` (US Eastern, inclusive). An empty day is an empty list; a feed that is
   * down or answers what the adapter cannot read throws (nothing stored is touched then).
   */
  schedule(from: string, to: string): Promise<FeedGame[]>;
}

const STATUS_RANK = { scheduled: 0, postponed: 1, in_progress: 2, completed: 3 } as const;

const playersOf = (row: { details?: unknown }) =>
  ((row.details ?? {}) as { players?: LeagueGame['players'] }).players ?? null;

/** The stored form of a feed's game, in its league (`profile`). */
export function leagueGame(profile: LeagueProfile, g: FeedGame): LeagueGame {
  const { league } = profile;
  const final = g.status === 'completed' && g.homeScore !== null && g.awayScore !== null;
  return {
    league,
    id: gameId(g.date, g.away, g.home),
    season: seasonOf(profile, g.date),
    date: g.date,
    start: g.start,
    away: g.away,
    home: g.home,
    neutral: g.neutral,
    playoff: g.playoff,
    awayScore: final ? g.awayScore : null,
    homeScore: final ? g.homeScore : null,
    extra: final ? g.extra : null,
    extraKnown: final,
    odds: null,
    spread: null,
    total: null,
    starters: g.starters,
    players: g.players ?? null,
  };
}

/**
 * The live feed of a league whose games are stored as the shipped ones: its provider's games, inserted or
 * updated (a final game stays final, a score is never removed, a postponed game keeps no score), with the
 * pre-game lines that come with them.
 */
export class LeagueLiveFeed implements LiveFeed {
  readonly league: League;

  /**
   * `odds` (when ODDS_API_KEY is set) is an odds provider of the league whose events name the teams as `teams` reads
   * them: its books' moneylines, spreads and totals (storeLines).
   */
  constructor(
    private readonly deps: {
      db: SportsDb;
      feed: LeagueFeedProvider;
      profile: LeagueProfile;
      odds?: { provider: OddsProvider; teams: TeamIndex } | null;
    },
  ) {
    this.league = deps.feed.league;
  }

  /**
   * The odds provider's current lines of the stored games not started yet, by the provider's team names and the
   * Eastern date of its start: the median moneyline, each book's lines and the books' consensus spread and total
   * (live/ingest/price-history.ts storeProviderLine). Without a provider, none.
   */
  async storeLines(today: string): Promise<number> {
    const { db, feed, odds: source } = this.deps;
    if (!source) return 0;
    let stored = 0;
    for (const line of await source.provider.upcoming()) {
      // The instant the line is judged not started at is the one it is stored as seen at.
      const now = Date.now();
      const home = source.teams.find(line.homeTeam)?.code;
      const away = source.teams.find(line.awayTeam)?.code;
      const date = easternDate(line.commenceTime);
      if (!home || !away || date < today || line.commenceTime.getTime() <= now) continue;
      const id = storageId(feed.league, gameId(date, away, home));
      const [game] = await db.select({ status: games.status }).from(games).where(eq(games.id, id));
      if (game?.status !== 'scheduled') continue;
      await storeProviderLine(db, id, source.provider.name, line, new Date(now));
      stored++;
    }
    return stored;
  }

  async storeGames(from: string, to: string): Promise<StoredGames> {
    const listed = await this.deps.feed.schedule(from, to);
    return { fetched: listed.length, ...(await this.store(listed)), lines: await this.storeListedLines(listed) };
  }

  private async store(listed: FeedGame[]): Promise<{ inserted: number; updated: number }> {
    const { db, feed, profile } = this.deps;
    const rows = listed.map((g) => ({
      feed: g,
      row: leagueGameRow(leagueGame(profile, g), 'feed', g.status),
    }));
    if (rows.length === 0) return { inserted: 0, updated: 0 };
    const ids = rows.map((r) => String(r.row.id));
    const existing = new Map(
      (await db.select().from(games).where(inArray(games.id, ids))).map((g) => [g.id, g] as const),
    );
    const fresh = rows.filter((r) => !existing.has(String(r.row.id)));
    await bulkInsert(
      db,
      'games',
      fresh.map((r) => r.row),
    );
    let updated = 0;
    for (const { feed: g, row } of rows) {
      const old = existing.get(String(row.id));
      if (!old) continue;
      const oldStatus = old.status as keyof typeof STATUS_RANK;
      // A final game stays final; a score is never removed.
      if (STATUS_RANK[g.status] < STATUS_RANK[oldStatus] && oldStatus !== 'postponed') continue;
      const changes = {
        status: g.status,
        startTime: g.start ? new Date(g.start) : old.startTime,
        awayScore: (row.away_score as number | null) ?? old.awayScore,
        homeScore: (row.home_score as number | null) ?? old.homeScore,
        resultKnownOn: (row.result_known_on as string | null) ?? old.resultKnownOn,
        awayStarter: (row.away_starter as string | null) ?? old.awayStarter,
        homeStarter: (row.home_starter as string | null) ?? old.homeStarter,
        awayStarterName: (row.away_starter_name as string | null) ?? old.awayStarterName,
        homeStarterName: (row.home_starter_name as string | null) ?? old.homeStarterName,
        // Players once known stay (a game under way lists none).
        details: { ...(row.details as object), players: playersOf(row) ?? playersOf(old) },
      };
      const same =
        changes.status === old.status &&
        changes.awayScore === old.awayScore &&
        changes.homeScore === old.homeScore &&
        changes.startTime?.getTime() === old.startTime?.getTime() &&
        changes.awayStarter === old.awayStarter &&
        changes.homeStarter === old.homeStarter &&
        JSON.stringify(changes.details.players) === JSON.stringify(playersOf(old));
      if (same) continue;
      await db
        .update(games)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(games.id, storageId(feed.league, leagueGame(profile, g).id)));
      updated++;
    }
    return { inserted: fresh.length, updated };
  }

  /**
   * The current line of each game not started yet (as MLB's from The Odds API); a started game's last line
   * before it stays as stored.
   */
  private async storeListedLines(listed: FeedGame[]): Promise<number> {
    const { db, feed } = this.deps;
    let stored = 0;
    for (const g of listed) {
      if (!g.odds || g.status !== 'scheduled' || (g.start && Date.parse(g.start) <= Date.now())) continue;
      const { homeMoneyline, awayMoneyline, source } = g.odds;
      // The spread and total the odds provider's books gave (storeLines) stay.
      const values = { homeMoneyline, awayMoneyline, source, recordedAt: new Date() };
      await db
        .insert(odds)
        .values({ gameId: storageId(feed.league, gameId(g.date, g.away, g.home)), ...values })
        .onConflictDoUpdate({ target: odds.gameId, set: values });
      stored++;
    }
    return stored;
  }
}

/**
 * The live feed of a league whose games are stored as the shipped ones, from `feed`'s games: players matched to
 * the shipped data's ids by name, team and date (read once, at the first run), the NBA's players from box scores,
 * the NFL's quarterbacks from depth charts, the books' lines from `odds`; what is not read (an unknown team, a box
 * score) is reported to `warn`.
 */
export function leagueLiveFeed(
  db: SportsDb,
  profile: LeagueProfile,
  teams: readonly LeagueTeam[],
  feed: LeagueFeed,
  warn: (message: string) => void,
  { odds, ...players }: { boxScores?: BoxScoreSource; depthCharts?: DepthChartSource; odds?: OddsProvider | null } = {},
): LeagueLiveFeed {
  const { league } = profile;
  const matcher = () =>
    new PlayerMatcher(new TeamIndex(league, teams), loadShippedLeague(league), loadPlayerNames(league));
  return new LeagueLiveFeed({
    db,
    profile,
    feed: new LeagueFeedAdapter({ league, feed, warn, matcher, ...players }),
    odds: odds ? { provider: odds, teams: new TeamIndex(league, teams) } : null,
  });
}
