import { z } from 'zod';
import { addDays } from '../../../clock/clock';
import { checkAnswer, HttpAnswerError, type HttpClient } from '@vantage/service-kit/http-client';
import { NBA_TEAMS } from '../profile';
import { TeamIndex } from '../../team-sport/teams';
import {
  feedTeam,
  normalised,
  pregameInput,
  type FeedGame,
  type FeedStatus,
  type FeedTeam,
  type LeagueFeed,
  type SeasonType,
} from '../../../live/providers/feed/game';

const FEED = 'NBA liveData';

const teamSchema = z.object({
  teamId: z.number().int(),
  teamTricode: z.string().min(2),
  teamCity: z.string(),
  teamName: z.string(),
  score: z.number().int().nullable().optional(),
});
const gameSchema = z.object({
  // "0022200895": 002 regular season, 22 = 2022-23, then the game's number.
  gameId: z.string().regex(/^\d{10}$/),
  gameStatus: z.number().int(),
  gameStatusText: z.string(),
  period: z.number().int(),
  regulationPeriods: z.number().int().optional(),
  // gameEt is Eastern wall-clock time written with a misleading "Z" in some answers: gameTimeUTC is the instant.
  gameTimeUTC: z.string(),
  isNeutral: z.boolean().optional(),
  awayTeam: teamSchema,
  homeTeam: teamSchema,
});
const scoreboardSchema = z.object({
  scoreboard: z.object({ gameDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), games: z.array(gameSchema) }),
});

type RawGame = z.infer<typeof gameSchema>;

/** gameStatus 1 before, 2 during, 3 after; a postponed or cancelled game stays 1 with "PPD" or "Cancelled". */
function status(g: RawGame): FeedStatus {
  const text = g.gameStatusText.trim().toUpperCase();
  if (text === 'PPD' || text.startsWith('POSTPONED')) return 'postponed';
  if (text.startsWith('CANCEL')) return 'cancelled';
  if (g.gameStatus === 3) return 'completed';
  if (g.gameStatus === 2) return 'in_progress';
  return 'scheduled';
}

function seasonType(gameId: string): SeasonType {
  const kind = gameId.slice(2, 3);
  if (kind === '1') return 'preseason';
  if (kind === '2') return 'regular';
  // 4 playoffs, 5 the play-in tournament (played for playoff places, counted with the playoffs here).
  if (kind === '4' || kind === '5') return 'playoffs';
  return 'other';
}

const NBA = new TeamIndex('nba', NBA_TEAMS);

const team = (t: z.infer<typeof teamSchema>, season: number): FeedTeam =>
  feedTeam(NBA, season, String(t.teamId), t.teamTricode, `${t.teamCity} ${t.teamName}`);

function game(g: RawGame, date: string): FeedGame {
  const start = Date.parse(g.gameTimeUTC);
  const season = 2000 + Number(g.gameId.slice(3, 5));
  const side = (t: z.infer<typeof teamSchema>) => ({
    team: team(t, season),
    score: t.score ?? null,
    moneyline: null,
    starter: null,
  });
  return normalised({
    league: 'nba',
    source: 'nba-live',
    feedGameId: g.gameId,
    date,
    season,
    seasonType: seasonType(g.gameId),
    startTime: Number.isNaN(start) ? null : new Date(start),
    status: status(g),
    neutralSite: g.isNeutral ?? null,
    away: side(g.awayTeam),
    home: side(g.homeTeam),
    decidedIn: g.period > (g.regulationPeriods ?? 4) ? 'overtime' : 'regulation',
  });
}

/**
 * A scoreboard answer (cdn.nba.com's todaysScoreboard_00 and stats.nba.com's scoreboardv3 share the shape):
 * its date and its games, each listed under that date. An empty day answers no games.
 */
const nbaScoreboardAnswer = scoreboardSchema.transform(({ scoreboard }) => ({
  date: scoreboard.gameDate,
  games: scoreboard.games.map((g) => game(g, scoreboard.gameDate)),
}));

/** A recorded scoreboard answer, read as the feed reads one (HttpAnswerError when its shape changed). */
export function parseNbaScoreboard(json: unknown): { date: string; games: FeedGame[] } {
  return checkAnswer(FEED, nbaScoreboardAnswer, json);
}

/** A player of a box score, as the players' model needs him. */
export interface NbaPlayerLine {
  feedId: string;
  name: string;
  starter: boolean;
  /** Inactive players are out for the game: injured, resting or not with the team. */
  active: boolean;
  /** Why he does not play ("INACTIVE_INJURY: Back; Nerve Impingement"), when the feed says. */
  notPlayingReason: string | null;
  /** Minutes played so far (0 before the game). */
  minutes: number;
}

const playerSchema = z.object({
  personId: z.number().int(),
  name: z.string(),
  starter: z.enum(['0', '1']),
  status: z.string(),
  notPlayingReason: z.string().nullable().optional(),
  notPlayingDescription: z.string().nullable().optional(),
  statistics: z.object({ minutes: z.string() }),
});
const boxTeamSchema = teamSchema.extend({ players: z.array(playerSchema) });
const boxScoreSchema = z.object({
  game: gameSchema
    .omit({ awayTeam: true, homeTeam: true })
    .extend({ awayTeam: boxTeamSchema, homeTeam: boxTeamSchema }),
});

/** "PT43M09.08S" as minutes (43.15). */
function minutesOf(clock: string): number {
  const m = /^PT(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?$/.exec(clock);
  if (!m) return 0;
  return Math.round((Number(m[1] ?? 0) + Number(m[2] ?? 0) / 60) * 100) / 100;
}

function players(raw: z.infer<typeof boxTeamSchema>['players']): NbaPlayerLine[] {
  return raw.map((p) => ({
    feedId: String(p.personId),
    name: p.name,
    starter: p.starter === '1',
    active: p.status === 'ACTIVE',
    notPlayingReason:
      [p.notPlayingReason, p.notPlayingDescription].filter((s): s is string => Boolean(s)).join(': ') || null,
    minutes: minutesOf(p.statistics.minutes),
  }));
}

export interface NbaBoxScore {
  game: FeedGame;
  away: NbaPlayerLine[];
  home: NbaPlayerLine[];
}

/** A boxscore_{gameId}.json answer: the game and each side's players (starters, inactive and why, minutes). */
const nbaBoxScoreAnswer = (date: string) =>
  boxScoreSchema.transform(({ game: g }): NbaBoxScore => ({
    game: game(g, date),
    away: players(g.awayTeam.players),
    home: players(g.homeTeam.players),
  }));

/** A recorded box score answer of a game on `date`, read as the feed reads one. */
export function parseNbaBoxScore(json: unknown, date: string): NbaBoxScore {
  return checkAnswer(FEED, nbaBoxScoreAnswer(date), json);
}

/**
 * Who is listed to start and who is out, as pre-game inputs: only while the game has not started (the gate of
 * pregameInput), so a box score read after tip-off never feeds a new pre-game prediction.
 */
export function pregamePlayers(box: NbaBoxScore, now: Date): { away: NbaPlayerLine[]; home: NbaPlayerLine[] } | null {
  return pregameInput(box.game, now) ? { away: box.away, home: box.home } : null;
}

/**
 * The NBA's own feeds: today's scoreboard from cdn.nba.com's liveData (the feed nba.com's pages read, updated
 * during games), another day's from stats.nba.com's scoreboardv3 (same shape), box scores from liveData.
 */
export class NbaLiveFeed implements LeagueFeed {
  constructor(
    private readonly options: { http: HttpClient } & {
      cdnBaseUrl?: string;
      statsBaseUrl?: string;
      today: () => string;
    },
  ) {}

  private cdn(path: string): URL {
    return new URL(
      `${(this.options.cdnBaseUrl ?? 'https://cdn.nba.com/static/json/liveData').replace(/\/+$/, '')}/${path}`,
    );
  }

  private async day(date: string): Promise<FeedGame[]> {
    if (date === this.options.today()) {
      const today = await this.options.http.json(this.cdn('scoreboard/todaysScoreboard_00.json'), nbaScoreboardAnswer, {
        name: FEED,
      });
      // The liveData scoreboard turns over to the new day in the morning; before that it still shows yesterday.
      if (today.date === date) return today.games;
    }
    const url = new URL(
      `${(this.options.statsBaseUrl ?? 'https://stats.nba.com/stats').replace(/\/+$/, '')}/scoreboardv3`,
    );
    url.search = new URLSearchParams({ GameDate: date, LeagueID: '00' }).toString();
    const answer = await this.options.http.json(url, nbaScoreboardAnswer, { name: FEED });
    if (answer.date !== date) throw new HttpAnswerError(FEED, `asked for ${date}, answered ${answer.date}`);
    return answer.games;
  }

  async schedule(from: string, to: string): Promise<FeedGame[]> {
    const games: FeedGame[] = [];
    for (let date = from; date <= to; date = addDays(date, 1)) games.push(...(await this.day(date)));
    return games;
  }

  async boxScore(feedGameId: string, date: string): Promise<NbaBoxScore> {
    return this.options.http.json(this.cdn(`boxscore/boxscore_${feedGameId}.json`), nbaBoxScoreAnswer(date), {
      name: FEED,
    });
  }
}
