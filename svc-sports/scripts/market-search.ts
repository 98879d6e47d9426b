/**
 * The README's attempts at the spread and total distributions: one walk-forward per league over a folder laid out as
 * ../shared/data/<league>/, scored pooled over the seasons the constants are chosen on (2011–2021; 2010 has no
 * earlier season to fit on) and, only with --holdout, over 2022 and 2023 apart:
 *   npx tsx scripts/market-search.ts --league nfl --data ../../shared/data/nfl [--constants '{"gain":0.08}'] [--holdout]
 * `--constants` overrides the league's market constants for one measurement. `--ridges 0.001,0.01` scores the
 * walk-forward calibration (calibration.ts) at each ridge instead of the raw probabilities ("raw" for none);
 * `--window N` fits it on the last N seasons only.
 */
import { teamSportLeagueOf } from '../src/leagues/registry';
import { calibratedLines, scoredLines, summarise, type LineMarket } from '../src/data/backtest/markets';
import { CALIBRATION } from '../src/model/markets/calibration';
import { leaguePredictor } from '../src/leagues/team-sport/model';
import { marketForecasts } from '../src/model/markets/league-markets';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const { id: league, engine } = teamSportLeagueOf(flag('--league') ?? 'nfl');
const data = flag('--data') ?? `../../shared/data/${league}`;
const overrides = JSON.parse(flag('--constants') ?? '{}');
const holdout = args.includes('--holdout');
const ridges = (flag('--ridges') ?? 'raw').split(',');
const window = flag('--window') ? Number(flag('--window')) : undefined;

const games = engine.loadFolder(data);
const margins = new Map(
  leaguePredictor(engine.model)
    .predict(games)
    .map((p) => [p.gameId, p.margin]),
);
const forecasts = marketForecasts(engine.model, { ...engine.markets, ...overrides }, games, margins);
for (const market of ['spread', 'total'] as LineMarket[]) {
  const raw = scoredLines(market, games, forecasts);
  for (const ridge of ridges) {
    const scored =
      ridge === 'raw'
        ? raw
        : calibratedLines(raw, {
            ...CALIBRATION,
            ridge: Number(ridge),
            window: window ?? engine.markets.calibrationWindow?.[market],
          });
    console.log(`ridge ${ridge}`);
    const groups: [string, (season: number) => boolean][] = [['2011–2021', (s) => s <= 2021]];
    if (holdout) groups.push(['2022', (s) => s === 2022], ['2023', (s) => s === 2023], ['2022–2023', (s) => s >= 2022]);
    for (const [name, inGroup] of groups) {
      const lines = scored.filter((s) => inGroup(s.season));
      if (lines.length === 0) continue;
      const s = summarise(market, lines);
      console.log(
        `${league} ${market.padEnd(6)} ${name.padEnd(10)} ${String(s.games).padStart(6)} games  Brier ${s.brier.toFixed(4)}  market ${s.market_brier.toFixed(4)}  gap ${(s.brier - s.market_brier).toFixed(4)}  bias ${s.bias.toFixed(4)}  MAE ${s.mae.toFixed(3)} / ${s.market_mae.toFixed(3)} (${((100 * s.mae) / s.market_mae - 100).toFixed(1)}%)  picks ${s.picks} ROI ${s.roi === null ? '—' : (100 * s.roi).toFixed(1)}%`,
      );
    }
  }
}
