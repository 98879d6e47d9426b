/**
 * The README's attempts at MLB's run line and total ("MLB run line and total"): one walk-forward of the served
 * model over the source folder, then each set of market constants scored calibrated (and raw) pooled over the
 * seasons they are chosen on (2011–2016; the run line's lines start in 2014) and the out-of-sample 2017–2021:
 *   npx tsx scripts/mlb-market-search.ts --data ../../shared/data/mlb [--constants '[{"trainingSeasons":3},{}]']
 * `--constants` is a list of overrides of MLB_MARKETS, one measurement each. `--market-win` is a diagnostic, never
 * served: each game's win probability replaced by the de-vigged closing moneyline's (where there is one), to show how
 * much of the run line's gap to the market is the win model's.
 */
import { backtestInput } from '../src/leagues/mlb/backtest';
import { loadGames } from '../src/leagues/mlb/season-backtest';
import { walkForward } from '../src/leagues/mlb/walk-forward';
import { MLB_SERVED } from '../src/leagues/mlb/selection';
import { linedGame, marketInput, mlbMarketForecasts, MLB_MARKETS } from '../src/leagues/mlb/markets';
import { calibratedLines, scoredLines, summarise } from '../src/data/backtest/markets';
import { devigHome } from '@vantage/contracts/bet-rules';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const input = backtestInput(flag('--data') ?? '../../shared/data/mlb');
const { games } = loadGames(input, Infinity);
const walked = walkForward(games, input.teams, input.parks, { ...(input.options ?? {}), ...MLB_SERVED });
const lined = games.map(linedGame);
const odds = new Map(games.map((g) => [g.id, g.odds]));
const inputs = walked.map(marketInput).map((g) => {
  const line = args.includes('--market-win') ? odds.get(g.id) : null;
  return line ? { ...g, pHome: devigHome(line.homeMoneyline, line.awayMoneyline) } : g;
});
const groups = [
  ['2011–2016', (s: number) => s >= 2011 && s <= 2016],
  ['2017–2021', (s: number) => s >= 2017 && s <= 2021],
] as const;
for (const overrides of JSON.parse(flag('--constants') ?? '[{}]') as Partial<typeof MLB_MARKETS>[]) {
  const forecasts = mlbMarketForecasts(inputs, { ...MLB_MARKETS, ...overrides });
  for (const market of ['spread', 'total'] as const) {
    const raw = scoredLines(market, lined, forecasts);
    const calibrated = calibratedLines(raw);
    for (const [name, inGroup] of groups) {
      const s = summarise(
        market,
        calibrated.filter((l) => inGroup(l.season)),
      );
      const r = summarise(
        market,
        raw.filter((l) => inGroup(l.season)),
      );
      console.log(
        `${JSON.stringify(overrides)} ${market.padEnd(6)} ${name} ${String(s.games).padStart(6)} games  Brier ${s.brier.toFixed(5)}  market ${s.market_brier.toFixed(5)}  gap ${(s.brier - s.market_brier).toFixed(5)}  bias ${s.bias.toFixed(4)}  raw gap ${(r.brier - r.market_brier).toFixed(5)}`,
      );
    }
  }
}
