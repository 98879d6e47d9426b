/**
 * Choice rules on the nested walk-forward (src/leagues/team-sport/nested.ts) measured against the plain Elo on every
 * held-out season: each rule decides from the seasons before the scored one only, never from the scored season.
 *   npx tsx scripts/choice-rules.ts --league nfl --data ../shared/data/nfl [--seasons 2020,2023]
 * Rules: the nested choice as it stands (lowest Brier score of the menu on the six seasons before); the Elo
 * formula added to the menu; "shrink": the Elo formula unless the choice beats it on those seasons by at least δ;
 * "blend": w × the choice + (1 − w) × the Elo formula, w (0, 0.1 … 1) the one with the lowest Brier score on those
 * seasons. Prints each rule's Brier score per season beside the plain Elo's, and pooled 2015–2023.
 */
import { teamSportLeagueOf } from '../src/leagues/registry';
import type { TeamSportModel } from '../src/leagues/team-sport/model';
import { rememberedWalks } from './remembered-walks';
import { before, chooseVariant, teamSportSelection, UNTESTED } from '../src/leagues/team-sport/nested';
import type { LeagueGame } from '../src/leagues/team-sport/types';
import { homeResult } from '../src/leagues/team-sport/walk';

const args = process.argv.slice(2);
const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const { engine } = teamSportLeagueOf(flag('--league') ?? 'nfl');
const games = engine.loadFolder(flag('--data') ?? '../shared/data/nfl');
const model: TeamSportModel = engine.model;

// Each walk is remembered by its constants and the games it read, so a rule re-reading a variant costs nothing.
const predict = rememberedWalks(model);
const selection = { ...teamSportSelection(model), predict };
const elo = { ...model.constants, ...UNTESTED.changes };
const decided = (g: LeagueGame) => {
  const y = homeResult(g);
  return y === 0 || y === 1;
};
const brier = (list: LeagueGame[], p: (g: LeagueGame) => number) =>
  list.reduce((s, g) => s + (p(g) - homeResult(g)!) ** 2, 0) / list.length;

const SHRINK = [0.0005, 0.001, 0.002];
const WEIGHTS = Array.from({ length: 11 }, (_, i) => i / 10);
const rules = ['nested', 'Elo on the menu', ...SHRINK.map((d) => `shrink δ ${d}`), 'blend'];
// `--seasons 2020,2023` scores only those seasons (each still chosen on the seasons before it).
const only = flag('--seasons')?.split(',').map(Number);
const seasons = [...new Set(games.map((g) => g.season))]
  .sort((a, b) => a - b)
  .filter((s) => s >= 2015 && (!only || only.includes(s)));
const eloTotal = { sum: 0, n: 0 };
const totals = new Map<string, { sum: number; n: number; beaten: number; lost: number }>();
console.log(`season  games   Elo     ${rules.map((r) => r.padStart(16)).join('')}  (rule − Elo)  w`);
for (const season of seasons) {
  const choice = chooseVariant(selection, games, season);
  const history = before(games, season);
  const trained = history.filter((g) => choice.scoredOn.includes(g.season) && decided(g));
  const best = choice.scores.find((s) => s.variant === choice.variant)!.brier;
  const chosenTrain = predict(choice.constants, history);
  const eloTrain = predict(elo, history);
  const eloOnTrain = brier(trained, (g) => eloTrain.get(g.id)!);
  const mix = (w: number, a: Map<string, number>, b: Map<string, number>) => (g: LeagueGame) =>
    w * a.get(g.id)! + (1 - w) * b.get(g.id)!;
  const w = WEIGHTS.reduce((bw, x) =>
    brier(trained, mix(x, chosenTrain, eloTrain)) < brier(trained, mix(bw, chosenTrain, eloTrain)) - 1e-12 ? x : bw,
  );
  // Held out: the season's decided games with moneylines (the pooled back-test's), each rule from earlier dates only.
  const upTo = games.filter((g) => g.season <= season);
  const chosen = predict(choice.constants, upTo);
  const eloOut = predict(elo, upTo);
  const scored = upTo.filter((g) => g.season === season && g.odds && decided(g));
  const eloBrier = brier(scored, (g) => eloOut.get(g.id)!);
  const of = (useElo: boolean) => brier(scored, (g) => (useElo ? eloOut : chosen).get(g.id)!);
  const byRule = [
    of(false),
    of(eloOnTrain < best),
    ...SHRINK.map((d) => of(eloOnTrain - best < d)),
    brier(scored, mix(w, chosen, eloOut)),
  ];
  eloTotal.sum += eloBrier * scored.length;
  eloTotal.n += scored.length;
  rules.forEach((r, i) => {
    const t = totals.get(r) ?? { sum: 0, n: 0, beaten: 0, lost: 0 };
    t.sum += byRule[i] * scored.length;
    t.n += scored.length;
    if (byRule[i] > eloBrier + 1e-9) t.lost += 1;
    totals.set(r, t);
  });
  const cells = byRule.map((b) =>
    `${b.toFixed(4)} ${b - eloBrier >= 0 ? '+' : ''}${(b - eloBrier).toFixed(4)}`.padStart(16),
  );
  console.log(
    `${season}  ${String(scored.length).padStart(5)}  ${eloBrier.toFixed(4)}  ${cells.join('')}  ${w}  (chose ${choice.variant} on ${choice.scoredOn[0]}–${choice.scoredOn.at(-1)}; its margin over the Elo formula there ${(eloOnTrain - best).toFixed(4)})`,
  );
}
console.log(`Elo                pooled 2015–${seasons.at(-1)} Brier ${(eloTotal.sum / eloTotal.n).toFixed(5)}`);
for (const r of rules) {
  const t = totals.get(r)!;
  console.log(
    `${r.padEnd(18)} pooled 2015–${seasons.at(-1)} Brier ${(t.sum / t.n).toFixed(5)}; above the Elo in ${t.lost} of ${seasons.length} seasons`,
  );
}
