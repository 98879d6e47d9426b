/**
 * Which back-test seasons the model's constants were chosen on, so no figure passes them off as out of sample.
 * MLB's constants were chosen on 2015–2022, and 2023 was watched while about 30 variants were tried; the NBA's,
 * NHL's on 2015–2021, with 2022 and 2023 measured beside every attempt (svc-sports README, "Back-test" and "NBA,
 * NFL and NHL"). Nothing was chosen on a seen season, but it was not unseen either. The NFL's served constants are
 * the nested walk-forward's choice for 2024, made on 2018–2023 from a menu written with 2015–2023 in view: all of
 * 2015–2023 counts as in sample for them (each season's back-test figure is still the nested choice made before it).
 */
import type { League } from '@vantage/contracts/sports';
import { devigHome } from '@vantage/contracts/bet-rules';
import { scoreForecasts } from '../../model/metrics';

export const CONSTANTS_CHOSEN: Record<League, { from: number; to: number; seen: number[] }> = {
  mlb: { from: 2015, to: 2022, seen: [2023] },
  nba: { from: 2015, to: 2021, seen: [2022, 2023] },
  nfl: { from: 2015, to: 2023, seen: [] },
  nhl: { from: 2015, to: 2021, seen: [2022, 2023] },
};

/**
 * The seasons the spread and total distributions' constants (each league's `markets`) were chosen on; every later
 * season was never looked at while choosing them (their margin is the win model's, chosen as CONSTANTS_CHOSEN says).
 */
export const MARKET_CONSTANTS_CHOSEN: Record<League, { from: number; to: number } | null> = {
  // MLB's were written before any measurement; the variants tried were compared on 2011–2016 (README).
  mlb: { from: 2011, to: 2016 },
  nba: { from: 2011, to: 2021 },
  nfl: { from: 2011, to: 2021 },
  nhl: null,
};

/** A spread or total back-test's season: chosen on, or untouched by the choice of the market constants. */
export function marketSampleOf(league: League, season: number): 'chosen' | 'untouched' {
  const c = MARKET_CONSTANTS_CHOSEN[league];
  return c && season >= c.from && season <= c.to ? 'chosen' : 'untouched';
}

/** "market constants chosen on 2011–2021, later seasons never looked at; the margin's win model: constants chosen…". */
export function marketChosenWords(league: League): string {
  const c = MARKET_CONSTANTS_CHOSEN[league];
  const market = c
    ? `market constants chosen on ${c.from}–${c.to}, later seasons never looked at while choosing them`
    : 'market constants not chosen on any season (no lines in the data)';
  return `${market}; the margin's win model: ${chosenWords(league)}`;
}

/** chosen: the constants were tuned on it; seen: measured while choosing, chose nothing; untouched: neither. */
export type Sample = 'chosen' | 'seen' | 'untouched';

export function sampleOf(league: League, season: number): Sample {
  const c = CONSTANTS_CHOSEN[league];
  if (season >= c.from && season <= c.to) return 'chosen';
  return c.seen.includes(season) ? 'seen' : 'untouched';
}

const span = (seasons: number[]) =>
  seasons.length === 0
    ? 'none'
    : seasons
        .reduce<number[][]>((runs, s) => {
          const last = runs.at(-1);
          if (last && s === last[last.length - 1] + 1) last.push(s);
          else runs.push([s]);
          return runs;
        }, [])
        .map((run) => (run.length === 1 ? String(run[0]) : `${run[0]}–${run.at(-1)}`))
        .join(', ');

/** "constants chosen on 2015–2022 (2023 watched while choosing)". */
export function chosenWords(league: League): string {
  const c = CONSTANTS_CHOSEN[league];
  const watched = `${span(c.seen)} watched while choosing, nothing chosen on ${c.seen.length === 1 ? 'it' : 'them'}`;
  return `constants chosen on ${c.from}–${c.to}${c.seen.length ? ` (${watched})` : ''}`;
}

/** What a one-season back-test's figures are: in sample, watched, or out of sample. */
export function seasonSampleLine(league: League, season: number): string {
  const kind = sampleOf(league, season);
  const words = chosenWords(league);
  if (kind === 'chosen') return `season ${season} is IN SAMPLE: ${words}`;
  if (kind === 'seen') return `season ${season} chose nothing but was watched while choosing: ${words}`;
  return `season ${season} is out of sample: ${words}`;
}

/** A decided game the model priced, with the moneylines stored before it. */
export interface PricedSeasonGame {
  season: number;
  pHome: number;
  homeWon: number;
  homeMoneyline: number;
  awayMoneyline: number;
}

export interface PooledFigure {
  seasons: number[];
  games: number;
  brier: number;
  market: number;
  /** Model minus de-vigged market Brier score: below 0 the model was better. */
  gap: number;
}

function pooled(games: PricedSeasonGame[]): PooledFigure | null {
  if (games.length === 0) return null;
  const y = games.map((g) => g.homeWon);
  const brier = scoreForecasts(
    games.map((g) => g.pHome),
    y,
  ).brier;
  const market = scoreForecasts(
    games.map((g) => devigHome(g.homeMoneyline, g.awayMoneyline)),
    y,
  ).brier;
  return {
    seasons: [...new Set(games.map((g) => g.season))].sort(),
    games: games.length,
    brier,
    market,
    gap: brier - market,
  };
}

/**
 * The pooled gap to the market over the seasons the constants were chosen on, apart from the seasons out of
 * sample (every other season; the untouched ones alone beside them). The out-of-sample figure is the one that
 * counts.
 */
export function pooledBySample(league: League, games: PricedSeasonGame[]) {
  const of = (kinds: Sample[]) => pooled(games.filter((g) => kinds.includes(sampleOf(league, g.season))));
  return { chosen: of(['chosen']), outOfSample: of(['seen', 'untouched']), untouched: of(['untouched']) };
}

export function formatPooled(league: League, p: ReturnType<typeof pooledBySample>): string {
  const f4 = (x: number) => x.toFixed(4);
  const line = (name: string, f: PooledFigure | null) =>
    f
      ? `${name.padEnd(40)} ${span(f.seasons).padEnd(22)} ${String(f.games).padStart(6)} games  Brier ${f4(f.brier)}  market ${f4(f.market)}  gap ${(f.gap >= 0 ? '+' : '') + f.gap.toFixed(5)}`
      : `${name.padEnd(40)} no priced season`;
  return [
    `${league.toUpperCase()}: ${chosenWords(league)}`,
    line('  OUT OF SAMPLE (the figure that counts)', p.outOfSample),
    line('    of which never looked at', p.untouched),
    line('  in sample (constants chosen here)', p.chosen),
  ].join('\n');
}
