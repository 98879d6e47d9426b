/**
 * Model selection that cannot peek, one scheme for every league: for each season it predicts, a league's model
 * picks one variant of its menu (the constants as they stand, then the league's `variants`) by the Brier score each
 * variant earns walk-forward on the seasons before it, and on nothing else: the variants are run on the games of
 * earlier seasons only (`before`), never handed a game of the season chosen for or a later one. The season is then
 * predicted walk-forward with the chosen constants. Pooled over seasons, the figure is the result of those
 * choices, each made as it could have been at the time. A league enters as a `ModelSelection`: its constants, its
 * menu and the walk that predicts its games (the NBA's, NFL's and NHL's: `teamSportSelection`; MLB's:
 * leagues/mlb/selection.ts).
 */
import { leaguePredictor, type LeagueModelConstants, type ModelVariant, type TeamSportModel } from './model';
import type { League, LeagueGame, LeaguePredictor } from './types';
import { homeResult } from './walk';

/** A named change of a league's constants, one item of its menu. */
export interface Variant<C> {
  name: string;
  changes: Partial<C>;
}

/** What model selection reads of a game. */
export interface SelectionGame {
  id: string;
  season: number;
}

/** A league as the nested walk-forward chooses for it. */
export interface ModelSelection<G extends SelectionGame, C extends object> {
  league: League;
  /** The constants as they stand: the first item of the menu, and the choice when the menu ties. */
  constants: C;
  /** The other variants a season may be predicted by. */
  variants?: readonly Variant<C>[];
  /** What a season no earlier season can score the menu for is predicted by (the Elo formula: no layer fitted). */
  untested: Variant<C>;
  /** P(home wins) of every game of `games`, by id, walked forward with `constants`; reads nothing but `games`. */
  predict(constants: C, games: readonly G[]): Map<string, number>;
  /** 1: the home side won; 0: the away side; anything else: not decided. */
  homeResult(game: G): number | null | undefined;
}

/** The constants as they stand: the first item of every menu, and the choice when the menu ties. */
export const AS_SHIPPED = { name: 'as shipped', changes: {} } as const;

/** A season no earlier season can score the menu for is predicted by the Elo formula (no layer is fitted). */
export const UNTESTED: Variant<{ trainingSeasons: number }> = {
  name: 'Elo formula (nothing to score the menu on)',
  changes: { trainingSeasons: 0 },
};

/** Seasons before the one chosen for whose games score a variant (the most recent ones). */
export const SELECTION_SEASONS = 6;

export function menuOf<C>(model: { variants?: readonly Variant<C>[] }): Variant<C>[] {
  return [AS_SHIPPED, ...(model.variants ?? [])];
}

export function constantsOf<C>(model: { constants: C }, variant: Variant<C>): C {
  return { ...model.constants, ...variant.changes };
}

/** Every game a choice for `season` may read: those of earlier seasons. */
export function before<G extends SelectionGame>(games: readonly G[], season: number): G[] {
  return games.filter((g) => g.season < season);
}

/** The NBA's, NFL's or NHL's model as model selection reads it (`predictor`: leaguePredictor unless a test wraps it). */
export function teamSportSelection(
  model: TeamSportModel,
  predictor: (model: TeamSportModel, constants: LeagueModelConstants) => LeaguePredictor = leaguePredictor,
): ModelSelection<LeagueGame, LeagueModelConstants> {
  return {
    league: model.league,
    constants: model.constants,
    variants: model.variants,
    untested: UNTESTED,
    predict: (constants, games) =>
      new Map(
        predictor(model, constants)
          .predict(games)
          .map((p) => [p.gameId, p.pHome]),
      ),
    homeResult,
  };
}

export interface VariantScore {
  variant: string;
  games: number;
  brier: number;
}

export interface SeasonChoice<C = LeagueModelConstants> {
  season: number;
  variant: string;
  constants: C;
  /** The seasons whose games scored the variants (empty: none could, the untested variant; or a menu of one, its item). */
  scoredOn: number[];
  scores: VariantScore[];
}

export interface NestedOptions<G extends SelectionGame = LeagueGame> {
  /** The games a choice for a season reads (`before`; a test plants a peek here to see it caught). */
  history?: (games: readonly G[], season: number) => readonly G[];
  selectionSeasons?: number;
}

/** The variant of the league's menu chosen for `season` from the seasons before it. */
export function chooseVariant<G extends SelectionGame, C extends object>(
  model: ModelSelection<G, C>,
  games: readonly G[],
  season: number,
  options: NestedOptions<G> = {},
): SeasonChoice<C> {
  const history = (options.history ?? before)(games, season);
  const window = options.selectionSeasons ?? SELECTION_SEASONS;
  const seasons = [...new Set(history.map((g) => g.season))].sort((a, b) => a - b);
  // A league's first season is the Elo formula for every variant: it tells them apart by nothing.
  const scoredOn = seasons.slice(1).slice(-window);
  const decided = (g: G) => {
    const y = model.homeResult(g);
    return y === 0 || y === 1;
  };
  const scored = history.filter((g) => scoredOn.includes(g.season) && decided(g));
  const menu = menuOf(model);
  // Nothing to choose between: the one item.
  if (menu.length === 1)
    return { season, variant: menu[0].name, constants: constantsOf(model, menu[0]), scoredOn: [], scores: [] };
  // Nothing to score the menu on: no variant is tested, so no fitted layer either (the Elo formula).
  if (scored.length === 0)
    return {
      season,
      variant: model.untested.name,
      constants: constantsOf(model, model.untested),
      scoredOn: [],
      scores: [],
    };
  const scores = menu.map((variant): VariantScore => {
    const pHome = model.predict(constantsOf(model, variant), history);
    const brier = scored.reduce((s, g) => s + (pHome.get(g.id)! - model.homeResult(g)!) ** 2, 0) / scored.length;
    return { variant: variant.name, games: scored.length, brier };
  });
  // The lowest Brier score; a tie goes to the earlier item of the menu.
  const best = scores.reduce((b, s, i) => (s.brier < scores[b].brier - 1e-12 ? i : b), 0);
  return { season, variant: menu[best].name, constants: constantsOf(model, menu[best]), scoredOn, scores };
}

export interface NestedSeason<C = LeagueModelConstants> {
  choice: SeasonChoice<C>;
  /** P(home wins) of every game of the season, by id, from the chosen variant walked over every earlier date. */
  pHome: Map<string, number>;
  /** The same walk's P(home wins) of every game up to the season's end (the earlier seasons too: the blend's history). */
  upToSeason: Map<string, number>;
}

/** The season predicted by the variant chosen for it: the walk reads the season's games only date by date. */
export function nestedSeason<G extends SelectionGame, C extends object>(
  model: ModelSelection<G, C>,
  games: readonly G[],
  season: number,
  options: NestedOptions<G> = {},
): NestedSeason<C> {
  const choice = chooseVariant(model, games, season, options);
  const upTo = games.filter((g) => g.season <= season);
  const ofSeason = new Set(upTo.filter((g) => g.season === season).map((g) => g.id));
  const upToSeason = model.predict(choice.constants, upTo);
  const pHome = new Map([...upToSeason].filter(([id]) => ofSeason.has(id)));
  return { choice, pHome, upToSeason };
}

/** "2017–2022" or the reason there was nothing to choose on. */
export function chosenOnWords(choice: Pick<SeasonChoice<unknown>, 'scoredOn'>): string {
  const [first, last] = [choice.scoredOn[0], choice.scoredOn.at(-1)];
  return choice.scoredOn.length
    ? `${first}${last !== first ? `–${last}` : ''}`
    : 'nothing (no earlier season, or nothing else on the menu)';
}

/** "ridge 160" plus the constants it sets, for the back-test's report. */
export function choiceWords<G extends SelectionGame, C extends object>(
  choice: SeasonChoice<C>,
  model: ModelSelection<G, C>,
): string {
  const variant = [...menuOf(model), model.untested].find((v) => v.name === choice.variant)!;
  const changes = Object.entries(variant.changes)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k} ${Array.isArray(v) ? v.join('+') : v}`)
    .join(', ');
  return `${choice.variant}${changes ? ` (${changes})` : ''}, chosen on ${chosenOnWords(choice)}`;
}

export interface NestedWalk<C = LeagueModelConstants> {
  /** The choice of every season after the first, oldest first. */
  choices: SeasonChoice<C>[];
  pHome: Map<string, number>;
}

/** Every season after the data's first predicted by the variant chosen for it (the pooled back-test's input). */
export function nestedWalk<G extends SelectionGame, C extends object>(
  model: ModelSelection<G, C>,
  games: readonly G[],
  options: NestedOptions<G> = {},
): NestedWalk<C> {
  const seasons = [...new Set(games.map((g) => g.season))].sort((a, b) => a - b);
  const out: NestedWalk<C> = { choices: [], pHome: new Map() };
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
