/**
 * What every league's model returns for the due games (League.computeRows, run in the worker thread): the rows
 * the recorder inserts. MLB's is src/leagues/mlb/compute.ts, the team-sport engine's src/leagues/team-sport/compute.ts.
 */
export interface ComputedRows {
  predictions: Record<string, unknown>[];
  teamTrends: Record<string, unknown>[];
  /** The spread and total forecasts of the due games (sports.market_forecasts; leagues that model them). */
  marketForecasts?: Record<string, unknown>[];
  computeMs: number;
}
