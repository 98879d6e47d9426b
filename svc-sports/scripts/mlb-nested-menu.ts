/**
 * MLB's nested walk-forward (src/leagues/mlb/selection.ts) in one walk per variant instead of one per variant per
 * season:
 *   npx tsx scripts/mlb-nested-menu.ts [--data ../../shared/data/mlb] [--from 2015] [--menu extra.json] [--only "a,b"]
 * The walk is forward (a date's prediction reads only earlier dates; a season's logistic layer is fitted on earlier
 * seasons; a season's projections read earlier seasons' splits), so one walk over every season gives each season the
 * predictions the back-test's walk over that season's history gives, and `chooseVariant` reads them for the seasons
 * before the scored one only. Prints each season's Brier score on the games with a moneyline beside the market's and
 * the plain Elo's, the variant chosen, and the pooled figures from `--from`. `--menu FILE`: a JSON list of
 * {name, changes} appended to the menu (an attempt measured before it is written into MLB_VARIANTS, e.g.
 * `[{"name": "youth bonus .002", "changes": {"youthBonus": 0.002}}]`); `--only` keeps "as shipped" and the named
 * variants. The back-test CLI (`--season`, `--pooled`) stays the figure of record.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { devigHome } from '@vantage/contracts/bet-rules';
import type { Game } from '../src/data/games';
import { backtestInput } from '../src/leagues/mlb/backtest';
import { loadGames, outcomeOf } from '../src/leagues/mlb/season-backtest';
import { MLB_VARIANTS, mlbSelection, type MlbConstants } from '../src/leagues/mlb/selection';
import { chooseVariant, constantsOf, UNTESTED, type Variant } from '../src/leagues/team-sport/nested';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const input = backtestInput(path.resolve(flag('--data') ?? path.resolve(__dirname, '../../../shared/data/mlb')));
const { games } = loadGames(input, Infinity);
const from = Number(flag('--from') ?? 2015);
const only = flag('--only')?.split(',');
const base = mlbSelection(input.teams, input.parks, input.options?.players);
const extra = flag('--menu') ? (JSON.parse(readFileSync(flag('--menu')!, 'utf8')) as Variant<MlbConstants>[]) : [];
const menu = [...MLB_VARIANTS, ...extra];
const variants = only ? menu.filter((v) => only.includes(v.name)) : menu;

// One walk per constants over every game, remembered; a shorter list of games reads its part of it.
const walks = new Map<string, Map<string, number>>();
const walk = (constants: MlbConstants) => {
  const key = JSON.stringify(constants);
  if (!walks.has(key)) {
    const started = Date.now();
    walks.set(key, base.predict(constants, games));
    console.error(`walked ${key} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  return walks.get(key)!;
};
const selection = { ...base, variants, predict: (constants: MlbConstants) => walk(constants) };
const elo = walk(constantsOf<MlbConstants>(selection, UNTESTED));
const brier = (list: Game[], p: (g: Game) => number) =>
  list.reduce((s, g) => s + (p(g) - outcomeOf(g)!) ** 2, 0) / list.length;

const seasons = [...new Set(games.map((g) => g.season))].sort((a, b) => a - b).filter((s) => s >= from);
const pooled = { model: 0, elo: 0, market: 0, served: 0, n: 0 };
const served = walk(base.constants);
const sign = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(4)}`;
console.log(
  'season games  Vantage  market   Elo      vs market  vs Elo   as shipped  chosen (scores on the seasons before)',
);
for (const season of seasons) {
  const choice = chooseVariant(selection, games, season);
  const p = walk(choice.constants);
  const scored = games.filter((g) => g.season === season && g.odds && outcomeOf(g) !== null);
  const m = brier(scored, (g) => p.get(g.id)!);
  const e = brier(scored, (g) => elo.get(g.id)!);
  const k = brier(scored, (g) => devigHome(g.odds!.homeMoneyline, g.odds!.awayMoneyline));
  const f = brier(scored, (g) => served.get(g.id)!);
  pooled.model += m * scored.length;
  pooled.elo += e * scored.length;
  pooled.market += k * scored.length;
  pooled.served += f * scored.length;
  pooled.n += scored.length;
  const scores = choice.scores.map((s) => `${s.variant} ${s.brier.toFixed(5)}`).join('; ');
  console.log(
    `${season}   ${scored.length}   ${m.toFixed(6)}   ${k.toFixed(4)}   ${e.toFixed(4)}   ${sign(m - k)}   ${sign(m - e)}  ${f.toFixed(4)}      ${choice.variant} (${scores})`,
  );
}
const [m, e, k, f] = [pooled.model, pooled.elo, pooled.market, pooled.served].map((x) => x / pooled.n);
console.log(
  `pooled ${from}–${seasons.at(-1)} ${pooled.n} games: Vantage ${m.toFixed(6)}, market ${k.toFixed(6)}, Elo ${e.toFixed(6)}, as shipped throughout ${f.toFixed(6)}; gap to market ${(m - k).toFixed(6)}, vs Elo ${(m - e).toFixed(6)}`,
);
const next = chooseVariant(selection, games, Math.max(...games.map((g) => g.season)) + 1);
console.log(
  `for the season after the data, ${next.season}: ${next.variant} (${next.scores.map((s) => `${s.variant} ${s.brier.toFixed(6)}`).join('; ')})`,
);
