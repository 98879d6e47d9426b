import {
  EXPLORER_MAX_SEASONS,
  teamSchema,
  type ExplorerConditions,
  type ExplorerResult,
  type ExplorerSituation,
  type Team,
} from '@vantage/contracts/sports';
import { badRequest, notFound } from '@vantage/service-kit/errors';
import type { ResponseCache } from '@vantage/service-kit/responses';
import type { Clock } from '../../clock/clock';
import type { TeamLookup } from '../teams/lookup';
import { seasonOf, type LeagueProfile } from '../../registry/profiles';
import { ATOMS, type Situation } from '../../model/trends/conditions';
import type { Rest } from '../../model/trends/rest';
import { sideLineRecords } from '../line-records/service';

/** One team's side of one decided game, with the situation it was in before the game (any league). */
export interface Side {
  game: { id: string; date: string; season: number };
  team: string;
  opponent: string;
  home: boolean;
  won: boolean;
  runsFor: number;
  runsAgainst: number;
  moneyline: number | null;
  /** The game's closing spread (points the home side is favoured by) and total; null where the data has none. */
  spread: number | null;
  total: number | null;
  situation: Situation;
  /** `restOf` the side's days off (null: a season's first game or a doubleheader's second). */
  rest: Rest | null;
}

// The explorer's choices in the trend engine's atoms, so both read situations alike.
const PREVIOUS_ATOM = { after_win: ATOMS.afterWin, after_loss: ATOMS.afterLoss } as const;
const TIME_ATOM = { day: ATOMS.dayGames, night: ATOMS.nightGames } as const;
const REST_WORDS = { none: ATOMS.noRest, one: 'after one day off', two_plus: 'after 2+ days off' } as const;
/** Seasons before today's that an unbounded question covers, besides today's. */
const DEFAULT_PAST_SEASONS = 2;

/**
 * Whether a side is in the situation asked for before its game: the explorer's rule for past games and the
 * watchlists' for today's. `divisionOf` gives a team's division (for an opponent named by division).
 */
export function situationFits(
  c: ExplorerSituation,
  side: Pick<Side, 'opponent' | 'situation' | 'rest'>,
  divisionOf: (team: string) => string | undefined,
): boolean {
  return (
    (c.venue === 'any' || side.situation.venue === (c.venue === 'home' ? 'Home' : 'Away')) &&
    (c.price === 'any' || side.situation.price === c.price) &&
    (c.previous === 'any' || side.situation.others.includes(PREVIOUS_ATOM[c.previous])) &&
    (c.rest === 'any' || side.rest === c.rest) &&
    (c.time === 'any' || side.situation.others.includes(TIME_ATOM[c.time])) &&
    (c.opponent === 'any' ||
      (c.opponent === 'division'
        ? side.situation.others.includes(ATOMS.divisionRivals)
        : divisionOf(side.opponent) === c.opponent))
  );
}

/** The situation in words, as trend keys read: 'Home favourite after a loss in night games vs the AL East'. */
export function describe(c: ExplorerSituation): string {
  const venue = c.venue === 'any' ? 'All games' : c.venue === 'home' ? 'Home' : 'Away';
  return [
    venue,
    c.price === 'any' ? null : c.price,
    c.previous === 'any' ? null : PREVIOUS_ATOM[c.previous],
    c.rest === 'any' ? null : REST_WORDS[c.rest],
    c.time === 'any' ? null : TIME_ATOM[c.time],
    c.opponent === 'any' ? null : c.opponent === 'division' ? ATOMS.divisionRivals : `vs the ${c.opponent}`,
  ]
    .filter(Boolean)
    .join(' ');
}

const winPct = (wins: number, games: number) => (games ? Math.round((1000 * wins) / games) / 10 : null);

function record(sides: Side[]): { wins: number; losses: number; win_pct: number | null } {
  const wins = sides.filter((s) => s.won).length;
  return { wins, losses: sides.length - wins, win_pct: winPct(wins, sides.length) };
}

export class ExplorerService {
  /** `${data version}|${today}|${season}` → that season's sides; a new day or new data starts afresh. */
  private readonly seasons = new Map<string, Promise<Side[]>>();

  /**
   * `seasonSides(season, today)`: the league's sides of a season's games played before today, each in the
   * situation its trends read (MLB: `mlbSeasonSides`, leagues/mlb/explorer.ts; the other leagues: their trend situations).
   */
  constructor(
    private readonly deps: {
      seasonSidesBefore: (season: number, today: string) => Promise<Side[]>;
      teams: TeamLookup;
      clock: Clock;
      cache: ResponseCache;
      profile: LeagueProfile;
    },
  ) {}

  get league() {
    return this.deps.profile.league;
  }

  /** The league's sides of a season's games played before today (kept for the day, shared with the trend record). */
  sidesOf(season: number): Promise<Side[]> {
    const today = this.deps.clock.today();
    const prefix = `${this.deps.cache.version}|${today}|`;
    for (const key of this.seasons.keys()) if (!key.startsWith(prefix)) this.seasons.delete(key);
    let sides = this.seasons.get(prefix + season);
    if (!sides) {
      sides = this.deps.seasonSidesBefore(season, today);
      // A failed load is not kept: the next question tries again.
      sides.catch(() => this.seasons.delete(prefix + season));
      this.seasons.set(prefix + season, sides);
    }
    return sides;
  }

  private team(code: string): Team {
    const team = this.deps.teams.get(code);
    if (!team) throw notFound('Team not found.');
    return teamSchema.parse(team);
  }

  async explore(conditions: ExplorerConditions): Promise<ExplorerResult> {
    const todaySeason = seasonOf(this.deps.profile, this.deps.clock.today());
    const to =
      conditions.to_season ??
      (conditions.from_season === undefined
        ? todaySeason
        : Math.min(todaySeason, conditions.from_season + DEFAULT_PAST_SEASONS));
    const from = conditions.from_season ?? to - DEFAULT_PAST_SEASONS;
    if (to - from >= EXPLORER_MAX_SEASONS || from > to)
      throw badRequest(`Choose at most ${EXPLORER_MAX_SEASONS} seasons, the first not after the last.`);
    const team = conditions.team ? this.team(conditions.team) : null;
    const divisions = new Set(this.deps.teams.teams.map((t) => t.division));
    if (!['any', 'division'].includes(conditions.opponent) && !divisions.has(conditions.opponent))
      throw badRequest(
        `Unknown division "${conditions.opponent}": use any, division or one of ${[...divisions].join(', ')}.`,
      );
    const seasons = Array.from({ length: to - from + 1 }, (_, i) => from + i);
    const all = (await Promise.all(seasons.map((s) => this.sidesOf(s)))).flat();
    const divisionOf = (code: string) => this.deps.teams.get(code)?.division;
    const matches = all.filter(
      (side) => (!team || side.team === team.code) && situationFits(conditions, side, divisionOf),
    );
    const wins = matches.filter((m) => m.won).length;
    const split = conditions.split;
    matches.reverse();
    return {
      team,
      situation: describe(conditions),
      from_season: from,
      to_season: to,
      through: this.deps.clock.yesterday(),
      wins,
      losses: matches.length - wins,
      games: matches.length,
      win_pct: winPct(wins, matches.length),
      lines: sideLineRecords(matches, this.league),
      split: split
        ? {
            date: split,
            before: record(matches.filter((m) => m.game.date < split)),
            after: record(matches.filter((m) => m.game.date >= split)),
          }
        : null,
      matches: matches.slice(conditions.offset, conditions.offset + conditions.limit).map((m) => ({
        game_id: m.game.id,
        game_date: m.game.date,
        team_code: m.team,
        team: this.deps.teams.get(m.team)?.name ?? m.team,
        opponent_code: m.opponent,
        opponent: this.deps.teams.get(m.opponent)?.name ?? m.opponent,
        home: m.home,
        won: m.won,
        runs_for: m.runsFor,
        runs_against: m.runsAgainst,
        moneyline: m.moneyline,
      })),
      offset: conditions.offset,
      limit: conditions.limit,
    };
  }
}
