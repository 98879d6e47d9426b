import {
  BET_CSV_COLUMNS,
  BET_LIMITS,
  BET_MARKETS,
  betProfit,
  betSelection,
  closingLineValue,
  PLAN_KEPT_BETS,
  settleOutcome,
  type Bet,
  type BetImport,
  type BetList,
  type BetMarket,
  type BetSideTaken,
  type BetStatus,
  type BetSummary,
  type BetTotals,
  type betInputSchema,
  type betListQuerySchema,
  type betPatchSchema,
} from '@vantage/contracts/bets';
import { LEAGUE_LABELS, LEAGUES, type League } from '@vantage/contracts/sports-rules';
import type { AuthUser } from '@vantage/service-kit/auth';
import { badRequest, conflict, fieldErrors, HttpError, notFound } from '@vantage/service-kit/errors';
import type { z } from 'zod';
import type { BetFilters } from '@vantage/contracts/bets';
import type { Clock } from '../../clock/clock';
import { toCsv } from '../../data/csv';
import { readImport } from './import';
import type {
  BetChange,
  BetRepository,
  BetWithGame,
  BettableGame,
  NewBet,
  SettleCandidate,
  Settlement,
  SettleClock,
} from './repository';

type BetInput = z.infer<typeof betInputSchema>;

const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places + 0;

/** How a decided game settles an open bet: its outcome by the final score (void: postponed), profit and CLV. */
export function settlementOf(candidate: SettleCandidate): Settlement {
  const { id, price, stake } = candidate;
  if (candidate.gameStatus !== 'completed' || candidate.homeScore === null || candidate.awayScore === null)
    return { id, status: 'void', profit: 0, closingPrice: null, clv: null };
  const status = settleOutcome(candidate, { home: candidate.homeScore, away: candidate.awayScore });
  // The side's stored pre-game price: the moneyline's, or the spread's or total's at the line the bet took.
  const closingPrice = ofSide(candidate, {
    moneyline: { home: candidate.homeMoneyline, away: candidate.awayMoneyline },
    spread: { line: candidate.spreadLine, home: candidate.spreadHomePrice, away: candidate.spreadAwayPrice },
    total: { line: candidate.totalLine, over: candidate.overPrice, under: candidate.underPrice },
  });
  return {
    id,
    status,
    profit: betProfit(status, price, stake),
    closingPrice,
    clv: closingPrice === null ? null : closingLineValue(price, closingPrice),
  };
}

/**
 * Settles a league's open bets whose games are decided on `clock` (only `gameIds`' when given): the settling
 * statement takes only bets still open, so a run on every replica, or twice at once, settles each bet once. How
 * many bets this run settled.
 */
export async function settleBets(
  repository: BetRepository,
  league: League,
  clock: Pick<Clock, 'today' | 'replay'>,
  gameIds?: string[],
): Promise<number> {
  const at: SettleClock = { today: clock.today(), replay: clock.replay };
  const candidates = await repository.settleCandidates(league, at, gameIds);
  return (await repository.settle(candidates.map(settlementOf))).length;
}

type SideFigures = Partial<Record<BetSideTaken, number | null>> & { line?: number | null };

/**
 * A game's figure for the side a bet took, from one record per market; a spread's or total's only at the line the
 * bet took (at another line it is another bet). Null when the game has none.
 */
function ofSide(
  bet: { market: BetMarket; side: BetSideTaken; line: number | null },
  figures: Record<BetMarket, SideFigures>,
): number | null {
  const market = figures[bet.market];
  if (bet.market !== 'moneyline' && (market.line === null || market.line !== bet.line)) return null;
  return market[bet.side] ?? null;
}

/**
 * Vantage's probability of the side, to three places: the prediction's for a moneyline, the stored spread or
 * total forecast's (pushes apart) at the line the bet took; null without one.
 */
export function modelProbability(
  game: Omit<BettableGame, 'id' | 'league' | 'date' | 'home' | 'away'>,
  bet: { market: BetMarket; side: BetSideTaken; line: number | null },
) {
  const p = ofSide(bet, {
    moneyline: { home: game.pHome, away: game.pHome === null ? null : 1 - game.pHome },
    spread: { line: game.spreadLine, home: game.pHomeCover, away: game.pAwayCover },
    total: { line: game.totalLine, over: game.pOver, under: game.pUnder },
  });
  return p === null ? null : round(p, 3);
}

/** A bet as the API answers it. */
export function present(row: BetWithGame): Bet {
  const market = row.market as BetMarket;
  const side = row.side as BetSideTaken;
  return {
    id: row.id,
    league: row.league as League,
    game_id: row.gameId,
    matchup: `${row.away.abbreviation} @ ${row.home.abbreviation}`,
    game_date: row.gameDate,
    market,
    side,
    selection: betSelection({ market, side, line: row.line }, row),
    price: row.price,
    stake: row.stake,
    line: row.line,
    book: row.book,
    note: row.note,
    status: row.status as BetStatus,
    profit: row.profit,
    model_probability: row.modelProbability,
    closing_price: row.closingPrice,
    clv: row.clv,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
  };
}

/** Totals of a set of bets: counts, the stake and profit of the settled ones (void aside), ROI and mean CLV. */
export function totals(list: Bet[]): BetTotals {
  const settled = list.filter((b) => b.status === 'won' || b.status === 'lost' || b.status === 'push');
  const staked = settled.reduce((s, b) => s + b.stake, 0);
  const profit = settled.reduce((s, b) => s + (b.profit ?? 0), 0);
  const clvs = list.filter((b) => b.clv !== null).map((b) => b.clv!);
  return {
    bets: list.length,
    won: list.filter((b) => b.status === 'won').length,
    lost: list.filter((b) => b.status === 'lost').length,
    pushed: list.filter((b) => b.status === 'push').length,
    staked: round(staked, 2),
    profit: round(profit, 2),
    roi: staked > 0 ? round((100 * profit) / staked, 1) : null,
    clv: clvs.length > 0 ? round(clvs.reduce((s, c) => s + c, 0) / clvs.length, 1) : null,
  };
}

function groups<K extends string>(list: Bet[], keyOf: (b: Bet) => K, order: readonly K[]) {
  return order.map((key) => ({ key, bets: list.filter((b) => keyOf(b) === key) })).filter((g) => g.bets.length > 0);
}

export function summaryOf(list: Bet[]): BetSummary {
  const months = [...new Set(list.map((b) => b.game_date.slice(0, 7)))].sort();
  return {
    ...totals(list),
    by_league: groups(list, (b) => b.league, LEAGUES).map((g) => ({ league: g.key, ...totals(g.bets) })),
    by_market: groups(list, (b) => b.market, BET_MARKETS).map((g) => ({ market: g.key, ...totals(g.bets) })),
    by_month: groups(list, (b) => b.game_date.slice(0, 7), months).map((g) => ({ month: g.key, ...totals(g.bets) })),
  };
}

/** A spreadsheet opens a cell starting with one of these as a formula: the export writes it behind a quote. */
const FORMULA_START = /^[=+\-@\t\r]/;
export const csvText = (text: string | null) => (text && FORMULA_START.test(text) ? `'${text}` : text);

/** The bets as the documented CSV (BET_CSV_COLUMNS). */
export function betsCsv(list: Bet[]): string {
  const cells = (b: Bet) =>
    BET_CSV_COLUMNS.map((column) => {
      const value = b[column];
      return column === 'book' || column === 'note' || column === 'selection' || column === 'matchup'
        ? csvText(value as string | null)
        : value;
    });
  return toCsv([...BET_CSV_COLUMNS], list.map(cells));
}

export interface BetServiceDeps {
  repository: BetRepository;
  /** The clock of each served league: a bet is on a served league's game, settled on its clock. */
  clocks: Map<League, Clock>;
}

const keptBy = (user: AuthUser) => PLAN_KEPT_BETS[user.tier];

/** A member's own bets: another member's, or one the plan no longer keeps, is 404. */
export class BetService {
  constructor(private readonly deps: BetServiceDeps) {}

  private clockOf(league: League): Clock {
    const clock = this.deps.clocks.get(league);
    if (!clock) throw notFound(`${LEAGUE_LABELS[league]} games are not served here.`);
    return clock;
  }

  /** The bets to store for checked inputs, their games found: the input's figures and the model's probability. */
  private async toStore(inputs: { input: BetInput; game: BettableGame }[]): Promise<NewBet[]> {
    return inputs.map(({ input, game }) => ({
      league: input.league,
      gameId: game.id,
      market: input.market,
      side: input.side,
      price: input.price,
      stake: input.stake,
      line: input.market === 'moneyline' ? null : (input.line ?? null),
      book: input.book || null,
      note: input.note || null,
      modelProbability: modelProbability(game, { ...input, line: input.line ?? null }),
    }));
  }

  /** Stores bets and settles those whose games are already decided. */
  private async store(user: AuthUser, inputs: { input: BetInput; game: BettableGame }[]): Promise<string[]> {
    const ids = await this.deps.repository.insert(user.id, await this.toStore(inputs));
    for (const league of new Set(inputs.map((i) => i.input.league)))
      await settleBets(
        this.deps.repository,
        league,
        this.clockOf(league),
        inputs.filter((i) => i.input.league === league).map((i) => i.game.id),
      );
    return ids;
  }

  /** The game a new bet names: 404 when there is none, 400 when it is another league's. */
  async gameFor(league: League, gameId: string): Promise<BettableGame> {
    this.clockOf(league);
    const game = (await this.deps.repository.games([gameId])).get(gameId);
    if (!game) throw notFound(`No game has the id "${gameId}".`);
    if (game.league !== league)
      throw badRequest(
        `The game "${gameId}" is ${LEAGUE_LABELS[game.league as League] ?? game.league}'s, not ${LEAGUE_LABELS[league]}'s.`,
      );
    return game;
  }

  async create(user: AuthUser, input: BetInput): Promise<Bet> {
    const game = await this.gameFor(input.league, input.game_id);
    const [id] = await this.store(user, [{ input, game }]);
    return present((await this.deps.repository.get(user.id, id!, null))!);
  }

  async list(user: AuthUser, query: z.infer<typeof betListQuerySchema>): Promise<BetList> {
    const rows = await this.deps.repository.list(user.id, keptBy(user), query);
    return { bets: rows.map(present), kept_limit: keptBy(user) };
  }

  async get(user: AuthUser, id: string): Promise<Bet> {
    const row = await this.deps.repository.get(user.id, id, keptBy(user));
    if (!row) throw notFound('Bet not found.');
    return present(row);
  }

  /** An open bet's figures change; a settled bet's only its book and note (its result is the game's). */
  async update(user: AuthUser, id: string, patch: z.infer<typeof betPatchSchema>): Promise<Bet> {
    const current = await this.get(user, id);
    const figures = patch.price !== undefined || patch.stake !== undefined || patch.line !== undefined;
    const change: BetChange = { ...patch };
    if (patch.line !== undefined) {
      if (current.market === 'moneyline') change.line = null;
      else if (patch.line === null) throw fieldErrors({ line: ['A spread or total bet needs its line.'] });
    }
    if (patch.book !== undefined) change.book = patch.book || null;
    if (patch.note !== undefined) change.note = patch.note || null;
    const done = await this.deps.repository.update(user.id, id, keptBy(user), change, figures);
    if (done === null) throw notFound('Bet not found.');
    if (done === 'settled')
      throw conflict('This bet is settled: its price, stake and line are final (its book and note still change).');
    return this.get(user, id);
  }

  async delete(user: AuthUser, id: string): Promise<void> {
    if (!(await this.deps.repository.delete(user.id, id, keptBy(user)))) throw notFound('Bet not found.');
  }

  /** Every bet of a member, on the deletion of their account: how many there were. */
  deleteAll(userId: string): Promise<number> {
    return this.deps.repository.deleteAll(userId);
  }

  /** The totals of the kept bets the filters pick (the list's filters). */
  async summary(user: AuthUser, filters: BetFilters = {}): Promise<BetSummary> {
    return summaryOf((await this.deps.repository.list(user.id, keptBy(user), filters)).map(present));
  }

  async exportCsv(user: AuthUser): Promise<string> {
    return betsCsv((await this.deps.repository.list(user.id, keptBy(user))).map(present));
  }

  /** A CSV of bets: every row stored in one transaction, or, when any row cannot be read, none (with why). */
  async import(user: AuthUser, csv: string): Promise<BetImport> {
    const read = await readImport(csv, {
      served: (league) => this.deps.clocks.has(league),
      games: (ids) => this.deps.repository.games(ids),
      gamesOn: (league, date) => this.deps.repository.gamesOn(league, date),
    });
    if ('tooMany' in read)
      throw new HttpError(413, {
        detail: `An import holds at most ${BET_LIMITS.importRows.toLocaleString('en-US')} bets; this file has ${read.tooMany.toLocaleString('en-US')}.`,
      });
    if (read.rejected.length > 0) return { imported: 0, rejected: read.rejected };
    const ids = await this.store(user, read.bets);
    return { imported: ids.length, rejected: [] };
  }
}
