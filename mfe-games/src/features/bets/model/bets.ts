// /bets: the member's own bets. The page's filters (in the address), which totals it shows, the charts' series
// (cumulative profit, calibration of the member's bets against Vantage's probabilities) and every word and figure
// as written. Settlement, profit and CLV are the service's (bet-book-rules); this only reads and words them.
import type { BetMarket, BetStatus } from '@vantage/contracts/bet-book-rules';
import { impliedProbability } from '@vantage/contracts/bet-rules';
import type { Bet, BetSummary, BetTotals } from '@vantage/contracts/bets';
import { LEAGUE_LABELS, type League } from '@vantage/contracts/sports-rules';
import type { TierType } from '@vantage/contracts/tiers';
import type { BetFilters } from '@vantage/contracts/bets';
import { formatAmount, MARKET_NAMES } from '@/shared/model/bet-slip';

// ---- filters, kept in the address (?status=open&league=nba&market=moneyline&book=…&month=2026-11) ----

export interface PageFilters {
  status: 'open' | 'settled' | null;
  league: League | null;
  market: BetMarket | null;
  book: string | null;
  /** YYYY-MM */
  month: string | null;
}

export const FILTER_KEYS = ['status', 'league', 'market', 'book', 'month'] as const;

export function filtersOf(
  params: URLSearchParams,
  leagues: readonly string[],
  markets: readonly string[],
): PageFilters {
  const status = params.get('status');
  const league = params.get('league');
  const market = params.get('market');
  const month = params.get('month');
  return {
    status: status === 'open' || status === 'settled' ? status : null,
    league: league && leagues.includes(league) ? (league as League) : null,
    market: market && markets.includes(market) ? (market as BetMarket) : null,
    book: params.get('book')?.trim() || null,
    month: month && /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : null,
  };
}

/** The month's first and last day, as the list's from/to. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

export function listQuery(filters: PageFilters): BetFilters {
  return {
    status: filters.status ?? undefined,
    league: filters.league ?? undefined,
    market: filters.market ?? undefined,
    book: filters.book ?? undefined,
    ...(filters.month ? monthRange(filters.month) : {}),
  };
}

/**
 * What the totals cover, in words: the summary is asked with the list's filters, so its totals are those of the
 * bets shown. A filter on one league, market or month alone is named; any other cut is "these filters".
 */
export function totalsLabel(filters: PageFilters): string {
  const { status, league, market, month, book } = filters;
  const set = [status, league, market, month, book].filter((value) => value !== null).length;
  if (set === 0) return 'All your bets';
  if (set > 1 || status || book) return 'Bets matching these filters';
  if (league) return `${LEAGUE_LABELS[league]} bets`;
  if (market) return `${MARKET_NAMES[market]} bets`;
  return `Bets of ${monthName(month!)}`;
}

/** The months the member has bets in, newest first (the month filter's choices). */
export function monthsOf(summary: BetSummary | undefined): string[] {
  return (summary?.by_month ?? []).map(({ month }) => month).sort((a, b) => b.localeCompare(a));
}

// ---- words and figures ----

export const STATUS_NAMES: Record<BetStatus, string> = {
  open: 'Open',
  won: 'Won',
  lost: 'Lost',
  push: 'Push',
  void: 'Void',
};
export const STATUS_COLORS: Record<BetStatus, string> = {
  open: 'blue',
  won: 'green',
  lost: 'red',
  push: 'default',
  void: 'default',
};

export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '+12.5', '−10', '0'. */
export function formatSigned(amount: number): string {
  if (amount === 0) return '0';
  return `${amount > 0 ? '+' : '−'}${formatAmount(Math.abs(amount))}`;
}

/** '+8.7%', '−3.1%', or '—' without a figure. */
export function formatPercent(value: number | null): string {
  if (value === null) return '—';
  if (value === 0) return '0.0%';
  return `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(1)}%`;
}

export function recordText(totals: Pick<BetTotals, 'won' | 'lost' | 'pushed'>): string {
  return `${totals.won}-${totals.lost}-${totals.pushed}`;
}

/** Free's note: how many bets the plan keeps; null on a plan that keeps every bet. */
export function keptNote(limit: number | null, tier: TierType | null): string | null {
  if (limit === null) return null;
  const plan = tier === 'free' || tier === null ? 'Free' : 'Your plan';
  return `${plan} keeps your ${limit} most recent bets. Basic and Pro keep every bet.`;
}

export const BETS_TEXT = {
  title: 'My bets',
  subtitle: 'Your own ledger: every bet you log, settled by the final score, with its closing-line value',
  signIn: 'Sign in to keep a ledger of your bets, with their results and closing-line value.',
  empty: 'No bets yet. Log one from any game with Log bet, or import a CSV.',
  emptyFiltered: 'No bets match these filters.',
  exportCsv: 'Export CSV',
  importCsv: 'Import CSV',
  importDone: (count: number) => `Imported ${count} bet${count === 1 ? '' : 's'}.`,
  importRejected: 'Nothing was imported: fix these rows and import the file again.',
  deleteConfirm: 'Delete this bet?',
  profileChart: 'Profit over time',
  profileChartNote: 'The running profit of your settled bets, one point per bet in the order they settled.',
  profitAxis: 'Settled bets',
  calibrationChart: 'Your bets against Vantage’s probabilities',
  calibrationNote:
    'Your settled bets grouped by the probability Vantage gave the side when you logged it. On the dashed ' +
    'diagonal, sides Vantage gave 60% won 60% of the time; the price’s implied probability is shown beside it.',
  noChart: 'The charts fill in as your bets settle.',
};

export const TOTAL_LABELS = {
  bets: 'Bets',
  record: 'Won-lost-pushed',
  staked: 'Staked',
  profit: 'Profit',
  roi: 'ROI',
  clv: 'Mean CLV',
};

// ---- charts ----

export interface ProfitPoint {
  /** The settled bet's number, first settled 1. */
  bet: number;
  /** The day it settled (YYYY-MM-DD). */
  date: string;
  /** The running profit after it. */
  profit: number;
}

/** The running profit of the settled bets, one point per bet in the order they settled (a void adds nothing). */
export function cumulativeProfit(bets: readonly Bet[]): ProfitPoint[] {
  let running = 0;
  return bets
    .filter((bet) => bet.profit !== null && bet.settled_at !== null)
    .sort((a, b) => a.settled_at!.localeCompare(b.settled_at!) || a.created_at.localeCompare(b.created_at))
    .map((bet, index) => {
      running = Math.round((running + bet.profit!) * 100) / 100;
      return { bet: index + 1, date: bet.settled_at!.slice(0, 10), profit: running };
    });
}

/** The profit chart's tooltip title: 'Bet 12, settled 2026-11-03'. */
export function profitTooltip(point: ProfitPoint | undefined): string {
  return point ? `Bet ${point.bet}, settled ${point.date}` : '';
}

export interface CalibrationBand {
  /** The band's mean Vantage probability of the side, percent. */
  predicted: number;
  /** The band's mean implied probability of the prices taken, percent. */
  priced: number;
  /** How often the sides won, percent. */
  observed: number;
  bets: number;
}

export const CALIBRATION_BAND = 10;

/** Won and lost bets with Vantage's probability, in bands of 10 points of it (pushes and voids tell nothing). */
export function calibration(bets: readonly Bet[]): CalibrationBand[] {
  const bands = new Map<number, Bet[]>();
  bets
    .filter((bet) => bet.model_probability !== null && (bet.status === 'won' || bet.status === 'lost'))
    .forEach((bet) => {
      const band = Math.min(9, Math.floor((100 * bet.model_probability!) / CALIBRATION_BAND));
      bands.set(band, [...(bands.get(band) ?? []), bet]);
    });
  const mean = (values: number[]) => Math.round((10 * values.reduce((a, b) => a + b, 0)) / values.length) / 10;
  return [...bands.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, members]) => ({
      predicted: mean(members.map((bet) => 100 * bet.model_probability!)),
      priced: mean(members.map((bet) => 100 * impliedProbability(bet.price))),
      observed: mean(members.map((bet) => (bet.status === 'won' ? 100 : 0))),
      bets: members.length,
    }));
}
