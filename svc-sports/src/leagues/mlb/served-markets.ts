/**
 * MLB's run line and total as recorded with its predictions (sports.market_forecasts): the walked-forward run
 * distributions of markets.ts from the same walk as the win probability, each season's chances calibrated on the
 * decided lines of the seasons before it (model/markets/served.ts), as the back-test scores them
 * (market-backtest.ts). The run line is served only with both sides' prices (a run line's prices sit far from even,
 * so none is assumed); a total is served wherever the game has its line, at the usual −110 said to be assumed when
 * the source gave no prices (as the NBA's lines and the back-test's 2022–2023 totals are).
 */
import { marketForecastRow, servedLines, type ServedMarkets } from '../../model/markets/served';
import type { PredictedGame } from './walk-forward';
import { linedGame, marketInput, mlbMarketForecasts } from './markets';

const priced = (line: ServedMarkets['spread']) => (line?.prices ? line : null);

/** The market_forecasts rows of the `due` games of `walked` (every game of the league, in date order). */
export function mlbMarketRows(walked: readonly PredictedGame[], due: ReadonlySet<string>): Record<string, unknown>[] {
  const forecasts = mlbMarketForecasts(walked.map(marketInput));
  return servedLines(
    forecasts,
    walked.map((p) => linedGame(p.game)),
    (g) => due.has(g.id),
  ).flatMap((m) => {
    const served = { ...m, spread: priced(m.spread) };
    return served.spread || served.total ? [marketForecastRow(m.gameId, served)] : [];
  });
}
