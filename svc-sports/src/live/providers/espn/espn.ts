import type { League } from '@vantage/contracts/sports-rules';
import { z } from 'zod';
import { addDays, easternDate } from '../../../clock/clock';
import { checkAnswer, type HttpClient } from '@vantage/service-kit/http-client';
import type { TeamIndex } from '../../../leagues/team-sport/teams';
import {
  feedTeam,
  normalised,
  seasonTypeOf,
  scoreOf,
  type DecidedIn,
  type FeedGame,
  type FeedStarter,
  type FeedStatus,
  type LeagueFeed,
} from '../feed/game';

const FEED = 'ESPN scoreboard';

const PATHS: Record<League, string> = {
  mlb: 'baseball/mlb',
  nba: 'basketball/nba',
  nfl: 'football/nfl',
  nhl: 'hockey/nhl',
};

/** Periods (innings) of a game not extended: a later one is overtime (extra innings). */
const REGULATION_PERIODS: Record<League, number> = { mlb: 9, nba: 4, nfl: 4, nhl: 3 };

/** ESPN names NBA and NHL seasons by the year they end, ours by the year they start. */
const SEASON_YEAR_OFFSET: Record<League, number> = { mlb: 0, nba: -1, nfl: 0, nhl: -1 };

const athleteSchema = z.object({ id: z.string(), fullName: z.string() });
const competitorSchema = z.object({
  homeAway: z.enum(['home', 'away']),
  score: z.union([z.string(), z.number()]).optional(),
  team: z.object({ id: z.string(), abbreviation: z.string().min(1), displayName: z.string() }),
  probables: z
    .array(
      z.object({
        name: z.string(),
        athlete: athleteSchema.optional(),
        status: z.object({ type: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
const priceSchema = z.object({ odds: z.string().optional() }).optional();
const oddsSchema = z.object({
  moneyline: z
    .object({ home: z.object({ close: priceSchema }).optional(), away: z.object({ close: priceSchema }).optional() })
    .optional(),
  homeTeamOdds: z.object({ moneyLine: z.number().optional() }).optional(),
  awayTeamOdds: z.object({ moneyLine: z.number().optional() }).optional(),
});
const eventSchema = z.object({
  id: z.string(),
  date: z.string().refine((d) => !Number.isNaN(Date.parse(d)), 'not a date'),
  season: z.object({ year: z.number().int(), type: z.number().int() }),
  competitions: z
    .array(
      z.object({
        neutralSite: z.boolean().optional(),
        // False while the kick-off time is to be decided (the date then holds a placeholder time).
        timeValid: z.boolean().optional(),
        status: z.object({
          period: z.number().int().optional(),
          type: z.object({ name: z.string(), state: z.enum(['pre', 'in', 'post']), detail: z.string().optional() }),
        }),
        competitors: z.array(competitorSchema).length(2),
        odds: z.array(oddsSchema).optional(),
      }),
    )
    .min(1),
});
const scoreboardSchema = z.object({ events: z.array(eventSchema) });

type Competition = z.infer<typeof eventSchema>['competitions'][number];
type Competitor = z.infer<typeof competitorSchema>;

/** state pre/in/post, with postponed, cancelled and suspended games named by the status. */
function status(type: Competition['status']['type']): FeedStatus {
  if (/POSTPONED|SUSPENDED/.test(type.name)) return 'postponed';
  if (/CANCEL|FORFEIT/.test(type.name)) return 'cancelled';
  if (type.state === 'post') return 'completed';
  if (type.state === 'in') return 'in_progress';
  return 'scheduled';
}

/** "Final/SO", "Final/OT", "Final/2OT"; without one, a period past regulation. */
function decidedIn(league: League, c: Competition): DecidedIn {
  const detail = c.status.type.detail ?? '';
  if (/\/SO\b/.test(detail)) return 'shootout';
  if (/\/\d*OT\b/.test(detail) || (c.status.period ?? 0) > REGULATION_PERIODS[league]) return 'overtime';
  return 'regulation';
}

/** "+130", "-155", "EVEN"; anything else (OFF, blank) is no line. */
function american(odds: string | undefined): number | null {
  if (!odds) return null;
  if (odds.trim().toUpperCase() === 'EVEN') return 100;
  return /^[+-]?\d{3,5}$/.test(odds.trim()) ? Number(odds.trim()) : null;
}

function moneylines(c: Competition): { home: number | null; away: number | null } {
  const o = c.odds?.[0];
  const home = american(o?.moneyline?.home?.close?.odds) ?? o?.homeTeamOdds?.moneyLine ?? null;
  const away = american(o?.moneyline?.away?.close?.odds) ?? o?.awayTeamOdds?.moneyLine ?? null;
  // One side without a price is no line.
  return home !== null && away !== null ? { home, away } : { home: null, away: null };
}

/**
 * The announced probable (NHL goalie, MLB pitcher). The NFL's scoreboard names none: its quarterbacks come from the
 * teams' depth charts (`EspnDepthCharts`).
 */
function starter(side: Competitor): FeedStarter | null {
  const probable = side.probables?.find((p) => p.athlete);
  return probable?.athlete
    ? {
        feedId: probable.athlete.id,
        name: probable.athlete.fullName,
        basis: probable.status?.type === 'confirmed' ? 'confirmed' : 'probable',
      }
    : null;
}

function game(league: League, teams: TeamIndex | null, e: z.infer<typeof eventSchema>): FeedGame | null {
  const c = e.competitions[0];
  const home = c.competitors.find((x) => x.homeAway === 'home');
  const away = c.competitors.find((x) => x.homeAway === 'away');
  if (!home || !away) return null;
  const start = Date.parse(e.date);
  const season = e.season.year + SEASON_YEAR_OFFSET[league];
  const lines = moneylines(c);
  const side = (s: Competitor, moneyline: number | null) => ({
    team: feedTeam(teams, season, s.team.id, s.team.abbreviation, s.team.displayName),
    score: scoreOf(s.score),
    moneyline,
    starter: starter(s),
  });
  return normalised({
    league,
    source: 'espn',
    feedGameId: e.id,
    date: easternDate(new Date(start)),
    season,
    seasonType: seasonTypeOf(e.season.type),
    startTime: c.timeValid === false ? null : new Date(start),
    status: status(c.status.type),
    neutralSite: c.neutralSite ?? null,
    away: side(away, lines.away),
    home: side(home, lines.home),
    decidedIn: decidedIn(league, c),
  });
}

/**
 * An ESPN site-API scoreboard answer (/apis/site/v2/sports/{sport}/{league}/scoreboard) for one league, its teams
 * given our codes from `teams` (the league's table; null for MLB, whose codes are Retrosheet's).
 */
const espnScoreboardAnswer = (league: League, teams: TeamIndex | null) =>
  scoreboardSchema.transform((board) => board.events.flatMap((e) => game(league, teams, e) ?? []));

/** A recorded scoreboard answer, read as the feed reads one (HttpAnswerError when its shape changed). */
export function parseEspnScoreboard(league: League, json: unknown, teams: TeamIndex | null): FeedGame[] {
  return checkAnswer(FEED, espnScoreboardAnswer(league, teams), json);
}

const compact = (date: string) => date.replaceAll('-', '');

/** Which league's pages to read, through which client; `baseUrl` replaces ESPN's site API (a test's server). */
interface EspnDeps {
  league: League;
  http: HttpClient;
  baseUrl?: string;
}

/** ESPN's public scoreboards: the NFL's feed here, and moneylines and probable starters for the others. */
export class EspnScoreboardFeed implements LeagueFeed {
  /** `teams`: the league's table, for our codes (null for MLB, whose codes are Retrosheet's). */
  constructor(private readonly deps: EspnDeps & { teams: TeamIndex | null }) {}

  /** Games whose Eastern date is from `from` to `to` (one request for the range). */
  async schedule(from: string, to: string): Promise<FeedGame[]> {
    const base = (this.deps.baseUrl ?? 'https://site.api.espn.com/apis/site/v2/sports').replace(/\/+$/, '');
    const url = new URL(`${base}/${PATHS[this.deps.league]}/scoreboard`);
    // A UTC-dated range one day wider, so late Eastern games (after midnight UTC) are in it; filtered below.
    url.search = new URLSearchParams({
      dates: `${compact(from)}-${compact(addDays(to, 1))}`,
      limit: '1000',
    }).toString();
    const games = await this.deps.http.json(url, espnScoreboardAnswer(this.deps.league, this.deps.teams), {
      name: FEED,
    });
    return games.filter((g) => g.date >= from && g.date <= to);
  }
}

const DEPTH_CHART = 'ESPN depth chart';

const depthChartSchema = z.object({
  depthchart: z.array(
    z.object({
      positions: z.record(
        z.string(),
        z.object({
          position: z.object({ abbreviation: z.string() }),
          athletes: z.array(
            z.object({
              id: z.string(),
              displayName: z.string(),
              injuries: z.array(z.object({ status: z.string().optional() })).optional(),
            }),
          ),
        }),
      ),
    }),
  ),
});

/** Injury statuses that rule a player out of the next game (Questionable and Doubtful may still play). */
const RULED_OUT = /^(Out|Injured Reserve|Suspension|Physically Unable to Perform|Non-Football Injury)/i;

/**
 * The quarterback an ESPN NFL depth chart (/apis/site/v2/sports/football/nfl/teams/{id}/depthcharts) lists first,
 * passing over one it marks out (injured reserve, suspended); null when it lists none.
 */
const espnDepthChartAnswer = depthChartSchema.transform(({ depthchart }): FeedStarter | null => {
  const quarterbacks = depthchart.flatMap((formation) =>
    Object.values(formation.positions).filter((p) => p.position.abbreviation === 'QB'),
  )[0];
  const first = quarterbacks?.athletes.find((a) => !a.injuries?.some((i) => RULED_OUT.test(i.status ?? '')));
  return first ? { feedId: first.id, name: first.displayName, basis: 'depth-chart' } : null;
});

/** A recorded depth chart answer, read as the feed reads one. */
export function parseEspnDepthChart(json: unknown): FeedStarter | null {
  return checkAnswer(DEPTH_CHART, espnDepthChartAnswer, json);
}

/** A league's (the NFL's) teams' depth charts on ESPN's site API: the quarterback each team lists to start. */
export class EspnDepthCharts {
  constructor(private readonly deps: EspnDeps) {}

  /** `teamFeedId`: ESPN's team id, as its scoreboard gives it. */
  async quarterback(teamFeedId: string): Promise<FeedStarter | null> {
    const base = (this.deps.baseUrl ?? 'https://site.api.espn.com/apis/site/v2/sports').replace(/\/+$/, '');
    const url = new URL(`${base}/${PATHS[this.deps.league]}/teams/${encodeURIComponent(teamFeedId)}/depthcharts`);
    return this.deps.http.json(url, espnDepthChartAnswer, { name: DEPTH_CHART });
  }
}
