import { TIER_NAMES, type TierType } from '@vantage/contracts/tiers';
import type { ExplorerSituation, League } from '@vantage/contracts/sports';
import {
  PLAN_MAX_PROJECTS,
  PLAN_STORAGE_BYTES,
  projectLimitMessage,
  type Watchlist,
  type WatchlistDefinition,
  type WatchlistList,
  type WatchlistToday,
  type watchlistPatchSchema,
} from '@vantage/contracts/watchlists';
import type { AuthUser } from '@vantage/service-kit/auth';
import { fieldErrors, forbidden, HttpError, notFound } from '@vantage/service-kit/errors';
import type { ResponseCache } from '@vantage/service-kit/responses';
import type { z } from 'zod';
import type { Clock } from '../../clock/clock';
import type { ComparisonService } from '../comparison/service';
import { accessLevel } from '../comparison/service';
import { describe, situationFits, type Side } from '../explorer/service';
import type { TeamLookup } from '../teams/lookup';
import { ATOMS } from '../../model/trends/conditions';
import { restOf } from '../../model/trends/rest';
import type { Limits, StoredWatchlist, TodayGame, WatchlistRepository, WatchlistRow } from './repository';

/** What the watchlists read of one league: its clock, its teams and its day's list as a plan shows it. */
export interface WatchlistLeague {
  league: League;
  clock: Clock;
  teams: TeamLookup;
  comparison: ComparisonService;
}

/** One team's side of one of today's games, in the situation the explorer's conditions read. */
export interface TodaySide extends Pick<Side, 'team' | 'opponent' | 'situation' | 'rest'> {
  gameId: string;
}

/** The next plan up, for the upgrade path of a refusal. */
const UPGRADE: Record<TierType, TierType | null> = { free: 'basic', basic: 'pro', pro: null };

const limitsOf = (tier: TierType): Limits => ({
  projects: PLAN_MAX_PROJECTS[tier],
  storageBytes: PLAN_STORAGE_BYTES[tier],
});

/**
 * The sides of a league's games of `today`: venue, price by the moneyline, the previous game's result, days
 * off, day or night, division rivals (the atoms the explorer's conditions read, in its words).
 */
export function todaySides(
  games: TodayGame[],
  previous: (team: string, season: number) => { date: string; won: boolean | null | undefined } | undefined,
  today: string,
  divisionOf: (team: string) => string | undefined,
): TodaySide[] {
  const dayNumber = (date: string) => Date.parse(`${date}T12:00:00Z`) / 86_400_000;
  const playedEarlierToday = (team: string, game: TodayGame) =>
    games.some((g) => g !== game && g.gameNumber < game.gameNumber && (g.home === team || g.away === team));
  return games.flatMap((game) =>
    [true, false].map((home) => {
      const team = home ? game.home : game.away;
      const opponent = home ? game.away : game.home;
      const others: string[] = [];
      const last = previous(team, game.season);
      if (last?.won === true) others.push(ATOMS.afterWin);
      if (last?.won === false) others.push(ATOMS.afterLoss);
      // A doubleheader's second game is its own situation, not a rest figure (model/trends/rest.ts).
      const nightcap = playedEarlierToday(team, game);
      const daysOff = last ? Math.max(0, dayNumber(today) - dayNumber(last.date) - 1) : null;
      if (game.dayNight === 'D') others.push(ATOMS.dayGames);
      if (game.dayNight === 'N') others.push(ATOMS.nightGames);
      const division = divisionOf(team);
      if (division !== undefined && division === divisionOf(opponent)) others.push(ATOMS.divisionRivals);
      let price: Side['situation']['price'] = null;
      if (game.odds && game.odds.homeMoneyline !== game.odds.awayMoneyline)
        price = game.odds.homeMoneyline < game.odds.awayMoneyline === home ? 'favourite' : 'underdog';
      return {
        gameId: game.id,
        team,
        opponent,
        rest: restOf(daysOff, nightcap),
        situation: { venue: home ? ('Home' as const) : ('Away' as const), price, others },
      };
    }),
  );
}

/** Whether a side of a game in `league` is one the watchlist asks for (product rules §10). */
export function sideMatches(
  definition: Pick<WatchlistDefinition, 'leagues' | 'teams' | 'situations'>,
  league: League,
  side: TodaySide,
  divisionOf: (team: string) => string | undefined,
): boolean {
  if (definition.leagues.length > 0 && !definition.leagues.includes(league)) return false;
  if (definition.teams.length > 0 && !definition.teams.some((t) => t.league === league && t.code === side.team))
    return false;
  return (
    definition.situations.length === 0 ||
    definition.situations.some((situation) => situationFits(situation, side, divisionOf))
  );
}

type Patch = z.output<typeof watchlistPatchSchema>;

export class WatchlistService {
  /** `${data version}|${league}|${today}` → that day's sides; a new day or new data starts afresh. */
  private readonly sides = new Map<string, Promise<TodaySide[]>>();
  private readonly byLeague: Map<League, WatchlistLeague>;

  private readonly repository: WatchlistRepository;
  private readonly cache: ResponseCache;

  constructor(deps: { repository: WatchlistRepository; leagues: WatchlistLeague[]; cache: ResponseCache }) {
    this.repository = deps.repository;
    this.cache = deps.cache;
    this.byLeague = new Map(deps.leagues.map((l) => [l.league, l]));
  }

  private divisionOf(league: WatchlistLeague) {
    return (code: string) => league.teams.get(code)?.division;
  }

  /** The leagues a definition covers, in the served order. */
  private leaguesOf(definition: Pick<WatchlistDefinition, 'leagues'>): WatchlistLeague[] {
    return [...this.byLeague.values()].filter(
      (l) => definition.leagues.length === 0 || definition.leagues.includes(l.league),
    );
  }

  /** Teams known in their league (stored by our code), opponents' divisions of the covered leagues: else 400. */
  private checked(definition: WatchlistDefinition): WatchlistDefinition {
    const errors: Record<string, string[]> = {};
    const teams = definition.teams.map((team, index) => {
      const league = this.byLeague.get(team.league);
      const known = league?.teams.get(team.code);
      if (!league || !known) {
        errors[`teams.${index}.code`] = [`No ${team.league.toUpperCase()} team has the code "${team.code}".`];
        return team;
      }
      if (definition.leagues.length > 0 && !definition.leagues.includes(team.league))
        errors[`teams.${index}.league`] = [
          `${known.name} play in the ${team.league.toUpperCase()}, which this watchlist leaves out.`,
        ];
      return { league: team.league, code: known.code };
    });
    const divisions = new Set(this.leaguesOf(definition).flatMap((l) => l.teams.teams.map((t) => t.division)));
    definition.situations.forEach((situation, index) => {
      if (!['any', 'division'].includes(situation.opponent) && !divisions.has(situation.opponent))
        errors[`situations.${index}.opponent`] = [
          `Unknown division "${situation.opponent}": use any, division or a division of the chosen leagues.`,
        ];
    });
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    return { ...definition, teams };
  }

  private present(row: WatchlistRow, alertsPaused: boolean): Watchlist {
    const { leagues, teams, situations } = row.definition;
    return {
      id: row.id,
      name: row.name,
      leagues: leagues as League[],
      teams: teams.map((t) => ({
        league: t.league as League,
        code: t.code,
        name: this.byLeague.get(t.league as League)?.teams.get(t.code)?.name ?? t.code,
      })),
      situations: (situations as ExplorerSituation[]).map((s) => ({ ...s, description: describe(s) })),
      alerts: row.alerts,
      alerts_paused: alertsPaused,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** product rules §10: after a downgrade, only the oldest `limit` watchlists send alerts. */
  private static alerting(rows: WatchlistRow[], tier: TierType): Set<string> {
    const limit = PLAN_MAX_PROJECTS[tier];
    return new Set((limit === null ? rows : rows.slice(0, limit)).map((r) => r.id));
  }

  async list(user: AuthUser): Promise<WatchlistList> {
    const rows = await this.repository.list(user.id);
    const alerting = WatchlistService.alerting(rows, user.tier);
    const usage = await this.repository.usage(user.id);
    return {
      watchlists: rows.map((row) => this.present(row, row.alerts && !alerting.has(row.id))),
      usage: {
        projects_used: usage.projects,
        projects_limit: PLAN_MAX_PROJECTS[user.tier],
        watchlist_bytes: usage.bytes,
        storage_limit_bytes: PLAN_STORAGE_BYTES[user.tier],
      },
    };
  }

  private refused(refusal: 'projects' | 'storage', tier: TierType): HttpError {
    const plan = TIER_NAMES[tier][0];
    const next = UPGRADE[tier];
    if (refusal === 'projects')
      return forbidden(projectLimitMessage(plan, PLAN_MAX_PROJECTS[tier] ?? 0, next ? TIER_NAMES[next][0] : plan));
    return new HttpError(413, {
      detail: `This would take you beyond your ${plan} plan's storage: delete a watchlist${next ? ` or upgrade to ${TIER_NAMES[next][0]}` : ''}.`,
    });
  }

  private stored(definition: WatchlistDefinition): StoredWatchlist {
    const { name, alerts, leagues, teams, situations } = this.checked(definition);
    return { name, alerts, definition: { leagues, teams, situations } };
  }

  async create(user: AuthUser, definition: WatchlistDefinition) {
    const row = await this.repository.create(user.id, this.stored(definition), limitsOf(user.tier));
    if (typeof row === 'string') throw this.refused(row, user.tier);
    // Refused beyond the limit, so a new watchlist is always among those that alert.
    return this.present(row, false);
  }

  async update(user: AuthUser, id: string, patch: Patch) {
    const current = await this.repository.get(user.id, id);
    if (!current) throw notFound('Watchlist not found.');
    const definition: WatchlistDefinition = {
      name: current.name,
      alerts: current.alerts,
      ...(current.definition as Pick<WatchlistDefinition, 'leagues' | 'teams' | 'situations'>),
      ...patch,
    };
    const row = await this.repository.update(user.id, id, this.stored(definition), limitsOf(user.tier));
    if (row === null) throw notFound('Watchlist not found.');
    if (typeof row === 'string') throw this.refused(row, user.tier);
    const alerting = WatchlistService.alerting(await this.repository.list(user.id), user.tier);
    return this.present(row, row.alerts && !alerting.has(row.id));
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    if (!(await this.repository.delete(user.id, id))) throw notFound('Watchlist not found.');
  }

  private todaySidesOf(league: WatchlistLeague): Promise<TodaySide[]> {
    const today = league.clock.today();
    const key = `${this.cache.version}|${league.league}|${today}`;
    for (const k of this.sides.keys())
      if (k !== key && (!k.startsWith(`${this.cache.version}|`) || k.split('|')[1] === league.league))
        this.sides.delete(k);
    let sides = this.sides.get(key);
    if (!sides) {
      sides = (async () => {
        const games = await this.repository.gamesOn(league.league, today);
        const bySeason = new Map<number, Map<string, { date: string; won: boolean | null | undefined }>>();
        for (const season of new Set(games.map((g) => g.season)))
          bySeason.set(
            season,
            await this.repository.previousGames(league.league, season, today, [
              ...new Set(games.filter((g) => g.season === season).flatMap((g) => [g.home, g.away])),
            ]),
          );
        return todaySides(games, (team, season) => bySeason.get(season)?.get(team), today, this.divisionOf(league));
      })();
      sides.catch(() => this.sides.delete(key));
      this.sides.set(key, sides);
    }
    return sides;
  }

  /** Today's games of every covered league that match, each as the member's plan shows it in the day's list. */
  private async matches(user: AuthUser, rows: WatchlistRow[]): Promise<WatchlistToday[]> {
    const level = accessLevel(user);
    const lists = new Map<League, ReturnType<ComparisonService['list']>>();
    const results: WatchlistToday[] = [];
    for (const row of rows) {
      const definition = row.definition as Pick<WatchlistDefinition, 'leagues' | 'teams' | 'situations'>;
      const leagues = this.leaguesOf(definition);
      const days = leagues.map((l) => ({ league: l.league, date: l.clock.today(), replay: l.clock.replay }));
      const matches: WatchlistToday['matches'] = [];
      for (const league of leagues) {
        const divisionOf = this.divisionOf(league);
        const sides = (await this.todaySidesOf(league)).filter((side) =>
          sideMatches(definition, league.league, side, divisionOf),
        );
        if (sides.length === 0) continue;
        if (!lists.has(league.league)) lists.set(league.league, league.comparison.list(league.clock.today(), level));
        const list = await lists.get(league.league)!;
        for (const game of list.games) {
          const teams = sides.filter((s) => s.gameId === game.game_id).map((s) => s.team);
          if (teams.length > 0) matches.push({ league: league.league, game, teams });
        }
      }
      results.push({ id: row.id, name: row.name, days, matches });
    }
    return results;
  }

  async today(user: AuthUser, id: string): Promise<WatchlistToday> {
    const row = await this.repository.get(user.id, id);
    if (!row) throw notFound('Watchlist not found.');
    return (await this.matches(user, [row]))[0]!;
  }

  /** Every watchlist's matches today, or (alerts) those whose alert switch is on and not paused. */
  async todayAll(user: AuthUser, alertsOnly: boolean): Promise<WatchlistToday[]> {
    const rows = await this.repository.list(user.id);
    const alerting = WatchlistService.alerting(rows, user.tier);
    return this.matches(user, alertsOnly ? rows.filter((r) => r.alerts && alerting.has(r.id)) : rows);
  }
}
