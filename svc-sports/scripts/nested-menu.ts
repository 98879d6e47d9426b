/**
 * The nested walk-forward of a team-sport league's menu, per season, in one walk per variant:
 *   npx tsx scripts/nested-menu.ts --league nfl --data ../../shared/data/nfl [--from 2015] [--menu extra.json]
 * The walk is forward (a date's prediction reads only earlier dates, and the logistic layer of a season is fitted on
 * earlier seasons), so a variant walked over every season gives each earlier season exactly the predictions the
 * nested scheme's walk over that season's history gives: the choice for a season (`chooseVariant`, the scheme's
 * own) reads them for the seasons before it only. It is the same figure as the back-test's `--pooled`, for the cost
 * of one walk per variant instead of one per variant per season; the back-test CLI stays the figure of record.
 * `--menu FILE`: a JSON list of {name, changes} appended to the league's menu (an attempt measured before it is written
 * into the league's variants). Prints each season's Brier on the games with moneylines beside the plain Elo's and the
 * market's, the variant chosen, the served constants' own figure (walked unchanged over every season: in sample, as
 * they were chosen with these seasons in view), and the pooled figures from `--from`; then the choice for the season
 * after the data with the menu's best few scores on the seasons it was chosen on, and whether the league's constants
 * (what its pipeline serves) are that choice.
 */
import { readFileSync } from 'node:fs';
import { devigHome } from '@vantage/contracts/bet-rules';
import { teamSportLeagueOf } from '../src/leagues/registry';
import type { LeagueModelConstants, TeamSportModel } from '../src/leagues/team-sport/model';
import { rememberedWalks } from './remembered-walks';
import { eloPredictor } from '../src/leagues/team-sport/elo';
import { AS_SHIPPED, chooseVariant, chosenOnWords, teamSportSelection } from '../src/leagues/team-sport/nested';
import type { LeagueGame } from '../src/leagues/team-sport/types';
import { homeResult } from '../src/leagues/team-sport/walk';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const { engine } = teamSportLeagueOf(flag('--league') ?? 'nfl');
const games = engine.loadFolder(flag('--data') ?? '../../shared/data/nfl');
const from = Number(flag('--from') ?? 2015);
const extra = flag('--menu') ? (JSON.parse(readFileSync(flag('--menu')!, 'utf8')) as TeamSportModel['variants']) : [];
const model: TeamSportModel = { ...engine.model, variants: [...(engine.model.variants ?? []), ...(extra ?? [])] };

// One walk per constants over every game: each earlier season's predictions are the same as a walk stopped there.
const remembered = rememberedWalks(model);
const walk = (constants: LeagueModelConstants) => remembered(constants, games);
const selection = { ...teamSportSelection(model), predict: walk };
const elo = new Map(
  eloPredictor(model)
    .predict(games)
    .map((p) => [p.gameId, p.pHome]),
);
const brier = (list: LeagueGame[], p: (g: LeagueGame) => number) =>
  list.reduce((s, g) => s + (p(g) - homeResult(g)!) ** 2, 0) / list.length;

const seasons = [...new Set(games.map((g) => g.season))].sort((a, b) => a - b).filter((s) => s >= from);
const pooled = { model: 0, elo: 0, market: 0, n: 0, above: 0 };
// The served constants walked over every season unchanged: in sample (chosen with these seasons in view), beside.
const served = walk(model.constants);
const servedPooled = { sum: 0, above: 0 };
console.log('season games  Vantage  market   Elo      vs Elo   vs market  served vs Elo  chosen');
for (const season of seasons) {
  const choice = chooseVariant(selection, games, season);
  const p = walk(choice.constants);
  const scored = games.filter((g) => g.season === season && g.odds && (homeResult(g) === 0 || homeResult(g) === 1));
  const m = brier(scored, (g) => p.get(g.id)!);
  const e = brier(scored, (g) => elo.get(g.id)!);
  const k = brier(scored, (g) => devigHome(g.odds!.homeMoneyline, g.odds!.awayMoneyline));
  pooled.model += m * scored.length;
  pooled.elo += e * scored.length;
  pooled.market += k * scored.length;
  pooled.n += scored.length;
  if (m > e) pooled.above++;
  const f = brier(scored, (g) => served.get(g.id)!);
  servedPooled.sum += f * scored.length;
  if (f > e) servedPooled.above++;
  const sign = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(4)}`;
  console.log(
    `${season}   ${scored.length}   ${m.toFixed(4)}   ${k.toFixed(4)}   ${e.toFixed(4)}   ${sign(m - e)}  ${sign(m - k)}    ${sign(f - e)}        ${choice.variant}`,
  );
}
const [m, e, k] = [pooled.model, pooled.elo, pooled.market].map((x) => x / pooled.n);
console.log(
  `pooled ${from}–${seasons.at(-1)} ${pooled.n} games: Vantage ${m.toFixed(5)}, market ${k.toFixed(5)}, Elo ${e.toFixed(5)}; gap to market ${(m - k).toFixed(5)}, vs Elo ${(m - e).toFixed(5)}; above Elo in ${pooled.above} of ${seasons.length}`,
);
const f = servedPooled.sum / pooled.n;
console.log(
  `served constants fixed (in sample) ${f.toFixed(5)}: gap to market ${(f - k).toFixed(5)}, vs Elo ${(f - e).toFixed(5)}; above Elo in ${servedPooled.above} of ${seasons.length}`,
);
const next = chooseVariant(selection, games, Math.max(...games.map((g) => g.season)) + 1);
console.log(`for the season after the data, ${next.season}: ${next.variant}, chosen on ${chosenOnWords(next)}`);
// "as shipped" is the league's constants: what its pipeline seeds, predicts and records.
console.log(
  next.variant === AS_SHIPPED.name
    ? 'served: the league serves this choice (its constants are the item chosen)'
    : `served: NOT this choice; the league serves its constants, "${AS_SHIPPED.name}"`,
);
for (const s of [...next.scores].sort((a, b) => a.brier - b.brier).slice(0, 5))
  console.log(`  ${s.brier.toFixed(5)} on ${s.games} games  ${s.variant}`);
