/**
 * The pooled back-test's table of a league under nested walk-forward (any league: leagues/team-sport/nested.ts):
 * per season, the variant chosen and the seasons it was chosen on, and on the decided games with moneylines the
 * Brier score of that choice, of the de-vigged market and of the plain Elo; then the seasons from 2015 pooled.
 */
import type { League } from '@vantage/contracts/sports';
import { devigHome } from '@vantage/contracts/bet-rules';
import { chosenOnWords, type NestedWalk } from '../../leagues/team-sport/nested';
import type { PricedSeasonGame } from './samples';

export interface NestedSeasonRow {
  season: number;
  games: number;
  brier: number;
  market: number;
  elo: number;
  variant: string;
  /** "2017–2022": the seasons the variant was chosen on. */
  chosenOn: string;
}

/** Seasons pooled in the headline figure (the data README's anchors pool the same). */
export const POOLED_FROM = 2015;

/** The walk's seasons scored on `priced` (decided games with moneylines), beside the market and `elo` (P(home) by id). */
export function nestedRows(
  walk: NestedWalk<unknown>,
  priced: readonly (PricedSeasonGame & { id: string })[],
  elo: Map<string, number>,
): NestedSeasonRow[] {
  return walk.choices.flatMap((choice) => {
    const scored = priced.filter((g) => g.season === choice.season && walk.pHome.has(g.id));
    if (scored.length === 0) return [];
    const mean = (p: (g: PricedSeasonGame & { id: string }) => number) =>
      scored.reduce((s, g) => s + (p(g) - g.homeWon) ** 2, 0) / scored.length;
    return [
      {
        season: choice.season,
        games: scored.length,
        brier: mean((g) => walk.pHome.get(g.id)!),
        market: mean((g) => devigHome(g.homeMoneyline, g.awayMoneyline)),
        elo: mean((g) => elo.get(g.id)!),
        variant: choice.variant,
        chosenOn: chosenOnWords(choice),
      },
    ];
  });
}

type Figures = Omit<NestedSeasonRow, 'season' | 'variant' | 'chosenOn'>;

function pool(rows: NestedSeasonRow[]): Figures | null {
  const games = rows.reduce((s, r) => s + r.games, 0);
  if (games === 0) return null;
  const w = (k: 'brier' | 'market' | 'elo') => rows.reduce((s, r) => s + r[k] * r.games, 0) / games;
  return { games, brier: w('brier'), market: w('market'), elo: w('elo') };
}

export function formatNested(league: League, rows: NestedSeasonRow[]): string {
  const f4 = (x: number) => x.toFixed(4);
  const signed = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(4);
  const lines = [
    `${league.toUpperCase()} nested walk-forward: each season predicted by the variant chosen on the seasons before it only`,
    `${'season'.padEnd(8)}${'games'.padStart(6)}${'Vantage'.padStart(9)}${'market'.padStart(8)}${'Elo'.padStart(8)}${'gap'.padStart(9)}${'vs Elo'.padStart(9)}  chosen`,
  ];
  const line = (label: string, r: Figures, variant: string) =>
    lines.push(
      `${label.padEnd(8)}${String(r.games).padStart(6)}${f4(r.brier).padStart(9)}${f4(r.market).padStart(8)}${f4(r.elo).padStart(8)}${signed(r.brier - r.market).padStart(9)}${signed(r.brier - r.elo).padStart(9)}  ${variant}`,
    );
  for (const r of rows) line(String(r.season), r, `${r.variant}, chosen on ${r.chosenOn}`);
  const from = rows.filter((r) => r.season >= POOLED_FROM);
  const pooled = pool(from);
  if (pooled) {
    const beaten = from.filter((r) => r.brier < r.elo).length;
    line(
      `${from[0].season}–${String(from.at(-1)!.season).slice(2)}`,
      pooled,
      `pooled; below Elo in ${beaten} of ${from.length} seasons`,
    );
  }
  return lines.join('\n');
}
