/**
 * The pooled back-test's table of a team-sport league under nested walk-forward: per season, the variant chosen
 * on the seasons before it, and on the decided games with moneylines the Brier score of that choice, of the
 * de-vigged market and of the plain Elo; then the seasons from 2015 pooled.
 */
import { devigHome } from '@vantage/contracts/bet-rules';
import { eloPredictor } from '../../leagues/team-sport/elo';
import type { TeamSportModel } from '../../leagues/team-sport/model';
import type { NestedWalk } from '../../leagues/team-sport/nested';
import type { LeagueGame } from '../../leagues/team-sport/types';
import { homeResult } from '../../leagues/team-sport/walk';

export interface NestedSeasonRow {
  season: number;
  games: number;
  brier: number;
  market: number;
  elo: number;
  variant: string;
}

/** Seasons pooled in the headline figure (the data README's anchors pool the same). */
export const POOLED_FROM = 2015;

export function nestedRows(model: TeamSportModel, games: LeagueGame[], walk: NestedWalk): NestedSeasonRow[] {
  const elo = new Map(
    eloPredictor(model)
      .predict(games)
      .map((p) => [p.gameId, p.pHome]),
  );
  return walk.choices.flatMap((choice) => {
    const scored = games.filter((g) => {
      const y = homeResult(g);
      return g.season === choice.season && g.odds && (y === 0 || y === 1) && walk.pHome.has(g.id);
    });
    if (scored.length === 0) return [];
    const mean = (p: (g: LeagueGame) => number) =>
      scored.reduce((s, g) => s + (p(g) - homeResult(g)!) ** 2, 0) / scored.length;
    return [
      {
        season: choice.season,
        games: scored.length,
        brier: mean((g) => walk.pHome.get(g.id)!),
        market: mean((g) => devigHome(g.odds!.homeMoneyline, g.odds!.awayMoneyline)),
        elo: mean((g) => elo.get(g.id)!),
        variant: choice.variant,
      },
    ];
  });
}

function pool(rows: NestedSeasonRow[]): Omit<NestedSeasonRow, 'season' | 'variant'> | null {
  const games = rows.reduce((s, r) => s + r.games, 0);
  if (games === 0) return null;
  const w = (k: 'brier' | 'market' | 'elo') => rows.reduce((s, r) => s + r[k] * r.games, 0) / games;
  return { games, brier: w('brier'), market: w('market'), elo: w('elo') };
}

export function formatNested(model: TeamSportModel, rows: NestedSeasonRow[]): string {
  const f4 = (x: number) => x.toFixed(4);
  const signed = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(4);
  const lines = [
    `${model.league.toUpperCase()} nested walk-forward: each season predicted by the variant chosen on the seasons before it only`,
    `${'season'.padEnd(8)}${'games'.padStart(6)}${'Vantage'.padStart(9)}${'market'.padStart(8)}${'Elo'.padStart(8)}${'gap'.padStart(9)}${'vs Elo'.padStart(9)}  chosen`,
  ];
  const line = (label: string, r: Omit<NestedSeasonRow, 'season' | 'variant'>, variant: string) =>
    lines.push(
      `${label.padEnd(8)}${String(r.games).padStart(6)}${f4(r.brier).padStart(9)}${f4(r.market).padStart(8)}${f4(r.elo).padStart(8)}${signed(r.brier - r.market).padStart(9)}${signed(r.brier - r.elo).padStart(9)}  ${variant}`,
    );
  for (const r of rows) line(String(r.season), r, r.variant);
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
