import { z } from 'zod';
import { addDays } from '../../../clock/clock';
import { checkAnswer, type HttpClient } from '@vantage/service-kit/http-client';
import { NHL_TEAMS } from '../profile';
import { TeamIndex } from '../../team-sport/teams';
import {
  feedTeam,
  normalised,
  seasonTypeOf,
  type DecidedIn,
  type FeedGame,
  type FeedStatus,
  type LeagueFeed,
} from '../../../live/providers/feed/game';

const FEED = 'NHL api-web';

// Only the fields we read are checked; the API sends many more.
const localized = z.object({ default: z.string() });
const teamSchema = z.object({
  id: z.number().int(),
  abbrev: z.string().min(2),
  placeName: localized.optional(),
  commonName: localized.optional(),
  score: z.number().int().optional(),
});
const periodTypeSchema = z.object({ periodType: z.string().optional() }).partial();
const gameSchema = z.object({
  id: z.number().int(),
  season: z.number().int(),
  gameType: z.number().int(),
  startTimeUTC: z.string(),
  gameState: z.string(),
  gameScheduleState: z.string(),
  neutralSite: z.boolean().optional(),
  awayTeam: teamSchema,
  homeTeam: teamSchema,
  periodDescriptor: periodTypeSchema.optional(),
  gameOutcome: z.object({ lastPeriodType: z.string() }).optional(),
});
const scheduleSchema = z.object({
  gameWeek: z.array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), games: z.array(gameSchema) })),
});
const landingSchema = gameSchema.extend({ gameDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

type RawGame = z.infer<typeof gameSchema>;

/**
 * gameScheduleState says whether the game still stands (OK, TBD, PPD postponed, SUSP suspended, CNCL cancelled);
 * gameState where it is: FUT and PRE before, LIVE and CRIT (late in a close game) during, OVER when play has
 * ended but the result is not yet official, FINAL and OFF once it is. OVER stays in progress: the score is final
 * only once official (minutes later), and a stored final is never taken back.
 */
function status(g: RawGame): FeedStatus {
  if (g.gameScheduleState === 'PPD' || g.gameScheduleState === 'SUSP') return 'postponed';
  if (g.gameScheduleState === 'CNCL') return 'cancelled';
  if (g.gameState === 'FINAL' || g.gameState === 'OFF') return 'completed';
  if (g.gameState === 'LIVE' || g.gameState === 'CRIT' || g.gameState === 'OVER') return 'in_progress';
  return 'scheduled';
}

function decidedIn(g: RawGame): DecidedIn {
  const last = g.gameOutcome?.lastPeriodType ?? g.periodDescriptor?.periodType;
  if (last === 'SO') return 'shootout';
  if (last === 'OT') return 'overtime';
  return 'regulation';
}

const NHL = new TeamIndex('nhl', NHL_TEAMS);

function side(t: RawGame['awayTeam'], season: number) {
  const name = [t.placeName?.default, t.commonName?.default].filter(Boolean).join(' ') || t.abbrev;
  // The NHL's own feed names no probable goalie in the schedule; ESPN's scoreboard does (espn.ts).
  return {
    team: feedTeam(NHL, season, String(t.id), t.abbrev, name),
    score: t.score ?? null,
    moneyline: null,
    starter: null,
  };
}

function game(g: RawGame, date: string): FeedGame {
  const start = Date.parse(g.startTimeUTC);
  // 20232024 is the 2023-24 season.
  const season = Math.floor(g.season / 10_000);
  return normalised({
    league: 'nhl',
    source: 'nhl-api-web',
    feedGameId: String(g.id),
    date,
    season,
    seasonType: seasonTypeOf(g.gameType),
    startTime: g.gameScheduleState === 'TBD' || Number.isNaN(start) ? null : new Date(start),
    status: status(g),
    neutralSite: g.neutralSite ?? null,
    away: side(g.awayTeam, season),
    home: side(g.homeTeam, season),
    decidedIn: decidedIn(g),
  });
}

/**
 * The games of a /v1/schedule/{date} answer (the week from that date) listed on the days from `from` to `to`,
 * each under the day it is listed. A day without games answers nothing; a changed answer throws.
 */
const nhlScheduleAnswer = (from: string, to: string) =>
  scheduleSchema.transform(({ gameWeek }) =>
    gameWeek
      .filter((day) => day.date >= from && day.date <= to)
      .flatMap((day) => day.games.map((g) => game(g, day.date))),
  );

/** A recorded schedule answer, read as the feed reads one (HttpAnswerError when its shape changed). */
export function parseNhlSchedule(json: unknown, from: string, to: string): FeedGame[] {
  return checkAnswer(FEED, nhlScheduleAnswer(from, to), json);
}

/** One game's /v1/gamecenter/{id}/landing answer, for a game followed on its own. */
const nhlLandingAnswer = landingSchema.transform((g) => game(g, g.gameDate));

/** A recorded landing answer, read as the feed reads one. */
export function parseNhlLanding(json: unknown): FeedGame {
  return checkAnswer(FEED, nhlLandingAnswer, json);
}

/** api-web.nhle.com's schedule, a week per request. */
export class NhlApiWebFeed implements LeagueFeed {
  constructor(private readonly options: { http: HttpClient } & { baseUrl?: string }) {}

  private url(path: string): URL {
    return new URL(`${(this.options.baseUrl ?? 'https://api-web.nhle.com/v1').replace(/\/+$/, '')}/${path}`);
  }

  /** Every game listed from `from` to `to` (a request per week). */
  async schedule(from: string, to: string): Promise<FeedGame[]> {
    const games: FeedGame[] = [];
    for (let start = from; start <= to; start = addDays(start, 7)) {
      const end = addDays(start, 6) < to ? addDays(start, 6) : to;
      games.push(
        ...(await this.options.http.json(this.url(`schedule/${start}`), nhlScheduleAnswer(start, end), { name: FEED })),
      );
    }
    return games;
  }

  async game(feedGameId: string): Promise<FeedGame> {
    return this.options.http.json(this.url(`gamecenter/${feedGameId}/landing`), nhlLandingAnswer, { name: FEED });
  }
}
