/**
 * Model selection that cannot peek: for each season it predicts, the team-sport model picks one variant of its
 * league's menu (the constants as they stand, then `TeamSportModel.variants`) by the Brier score each variant
 * earns walk-forward on the seasons before it, and on nothing else: the variants are run on the games of earlier
 * seasons only (`before`), never handed a game of the season chosen for or a later one. The season is then
 * predicted walk-forward with the chosen constants. Pooled over seasons, the figure is the result of those
 * choices, each made as it could have been at the time.
 */
import { leaguePredictor, type LeagueModelConstants, type ModelVariant, type TeamSportModel } from './model';
import type { LeagueGame, LeaguePredictor } from './types';
import { homeResult } from './walk';

/** The constants as they stand: the first item of every menu, and the choice when the menu ties. */
export const AS_SHIPPED: ModelVariant = { name: 'as shipped', changes: {} };

/** A season no earlier season can score the menu for is predicted by the Elo formula (no layer is fitted). */
export const UNTESTED: ModelVariant = {
  name: 'Elo formula (nothing to score the menu on)',
  changes: { trainingSeasons: 0 },
};

/** Seasons before the one chosen for whose games score a variant (the most recent ones). */
export const SELECTION_SEASONS = 6;

export function menuOf(model: TeamSportModel): ModelVariant[] {
  return [AS_SHIPPED, ...(model.variants ?? [])];
}

export function constantsOf(model: TeamSportModel, variant: ModelVariant): LeagueModelConstants {
  return { ...model.constants, ...variant.changes };
}

/** Every game a choice for `season` may read: those of earlier seasons. */
export function before(games: readonly LeagueGame[], season: number): LeagueGame[] {
  return games.filter((g) => g.season < season);
}

export interface VariantScore {
  variant: string;
  games: number;
  brier: number;
}

export interface SeasonChoice {
  season: number;
  variant: string;
  constants: LeagueModelConstants;
  /** The seasons whose games scored the variants (empty: none could, UNTESTED; or a menu of one, its item). */
  scoredOn: number[];
  scores: VariantScore[];
}

export interface NestedOptions {
  /** The games a choice for a season reads (`before`; a test plants a peek here to see it caught). */
  history?: (games: readonly LeagueGame[], season: number) => readonly LeagueGame[];
  /** The predictor of a variant's constants (leaguePredictor; a test wraps it to record what it reads). */
  predictor?: (model: TeamSportModel, constants: LeagueModelConstants) => LeaguePredictor;
  selectionSeasons?: number;
}

/** The variant of the league's menu chosen for `season` from the seasons before it. */
export function chooseVariant(
  model: TeamSportModel,
  games: readonly LeagueGame[],
  season: number,
  options: NestedOptions = {},
): SeasonChoice {
  const history = (options.history ?? before)(games, season);
  const predictor = options.predictor ?? leaguePredictor;
  const window = options.selectionSeasons ?? SELECTION_SEASONS;
  const seasons = [...new Set(history.map((g) => g.season))].sort((a, b) => a - b);
  // A league's first season is the Elo formula for every variant: it tells them apart by nothing.
  const scoredOn = seasons.slice(1).slice(-window);
  const scored = history.filter((g) => scoredOn.includes(g.season) && decided(g));
  const menu = menuOf(model);
  // Nothing to choose between: the one item.
  if (menu.length === 1)
    return { season, variant: menu[0].name, constants: constantsOf(model, menu[0]), scoredOn: [], scores: [] };
  // Nothing to score the menu on: no variant is tested, so no fitted layer either (the Elo formula).
  if (scored.length === 0)
    return { season, variant: UNTESTED.name, constants: constantsOf(model, UNTESTED), scoredOn: [], scores: [] };
  const scores = menu.map((variant): VariantScore => {
    const pHome = new Map(
      predictor(model, constantsOf(model, variant))
        .predict(history)
        .map((p) => [p.gameId, p.pHome]),
    );
    const brier = scored.reduce((s, g) => s + (pHome.get(g.id)! - homeResult(g)!) ** 2, 0) / scored.length;
    return { variant: variant.name, games: scored.length, brier };
  });
  // The lowest Brier score; a tie goes to the earlier item of the menu.
  const best = scores.reduce((b, s, i) => (s.brier < scores[b].brier - 1e-12 ? i : b), 0);
  return { season, variant: menu[best].name, constants: constantsOf(model, menu[best]), scoredOn, scores };
}

const decided = (g: LeagueGame) => {
  const y = homeResult(g);
  return y === 0 || y === 1;
};

export interface NestedSeason {
  choice: SeasonChoice;
  /** P(home wins) of every game of the season, by id, from the chosen variant walked over every earlier date. */
  pHome: Map<string, number>;
  /** The same walk's P(home wins) of every game up to the season's end (the earlier seasons too: the blend's history). */
  upToSeason: Map<string, number>;
}

/** The season predicted by the variant chosen for it: the walk reads the season's games only date by date. */
export function nestedSeason(
  model: TeamSportModel,
  games: readonly LeagueGame[],
  season: number,
  options: NestedOptions = {},
): NestedSeason {
  const choice = chooseVariant(model, games, season, options);
  const upTo = games.filter((g) => g.season <= season);
  const ofSeason = new Set(upTo.filter((g) => g.season === season).map((g) => g.id));
  const predictor = options.predictor ?? leaguePredictor;
  const upToSeason = new Map(
    predictor(model, choice.constants)
      .predict(upTo)
      .map((p) => [p.gameId, p.pHome]),
  );
  const pHome = new Map([...upToSeason].filter(([id]) => ofSeason.has(id)));
  return { choice, pHome, upToSeason };
}

/** "ridge 160" plus the constants it sets, for the back-test's report. */
export function choiceWords(choice: SeasonChoice, model: TeamSportModel): string {
  const variant = [...menuOf(model), UNTESTED].find((v) => v.name === choice.variant)!;
  const changes = Object.entries(variant.changes)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join('+') : v}`)
    .join(', ');
  const [first, last] = [choice.scoredOn[0], choice.scoredOn.at(-1)];
  const on = choice.scoredOn.length
    ? `${first}${last !== first ? `–${last}` : ''}`
    : 'nothing (no earlier season, or nothing else on the menu)';
  return `${choice.variant}${changes ? ` (${changes})` : ''}, chosen on ${on}`;
}

export interface NestedWalk {
  /** The choice of every season after the first, oldest first. */
  choices: SeasonChoice[];
  pHome: Map<string, number>;
}

/** Every season after the data's first predicted by the variant chosen for it (the pooled back-test's input). */
export function nestedWalk(
  model: TeamSportModel,
  games: readonly LeagueGame[],
  options: NestedOptions = {},
): NestedWalk {
  const seasons = [...new Set(games.map((g) => g.season))].sort((a, b) => a - b);
  const out: NestedWalk = { choices: [], pHome: new Map() };
  for (const season of seasons) {
    const { choice, pHome } = nestedSeason(model, games, season, options);
    out.choices.push(choice);
    for (const [id, p] of pHome) out.pHome.set(id, p);
  }
  return out;
}

/** One dimension of a menu: its options, each a name and the constants it sets. */
export type MenuAxis = readonly ModelVariant[];

/**
 * Every combination of the axes' options, named by their names joined; the combination that leaves `shipped` as
 * it is is left out (the menu's first item, "as shipped", is it).
 */
export function variantGrid(shipped: LeagueModelConstants, axes: readonly MenuAxis[]): ModelVariant[] {
  const combos = axes.reduce<ModelVariant[]>(
    (acc, axis) =>
      acc.flatMap((a) =>
        axis.map((o) => ({ name: a.name ? `${a.name}, ${o.name}` : o.name, changes: { ...a.changes, ...o.changes } })),
      ),
    [{ name: '', changes: {} }],
  );
  // Absent, undefined, 0 and false all leave an optional constant off.
  const norm = (c: Partial<LeagueModelConstants>) =>
    JSON.stringify(
      Object.entries(c)
        .filter(([, v]) => v !== undefined && v !== 0 && v !== false)
        .sort(),
    );
  const same = (c: Partial<LeagueModelConstants>) => norm({ ...shipped, ...c }) === norm(shipped);
  return combos.filter((c) => !same(c.changes));
}
