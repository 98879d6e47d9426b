import type { Game } from '../../data/games';
import type { TeamDirectory } from './reference';
import type { Factors } from '../../model/factors';
import { slateFactors } from './factors';
import { FEATURE_NAMES, gameFeatures, playerFeatures } from './features';
import { withReliefPenalty, withYouthBonus, type PlayerProjections } from './projections';
import { KnownResults } from '../../model/known-results';
import { fitLogistic, predictLogistic, type LogisticModel } from '../../model/logistic';
import { DEFAULT_PARAMS, MODEL_VERSION } from './params';
import { scheduleContexts, type ParkLocator } from './schedule';
import { ModelState, type GameInputs, type ModelParams } from './state';
import { TrendEngine, type TeamTrends } from '../../model/trends/engine';
import { evaluateTrends } from './situation';

export interface PredictedGame {
  game: Game;
  inputs: GameInputs;
  features: number[];
  factors: { home: Factors; away: Factors };
  /** Calibrated probability that the home team wins. */
  pHome: number;
  /** Which model produced pHome: the season's fitted model, or Elo alone when no earlier season exists. */
  fittedOn: number[] | null;
  /** That model's weights over `features` (the Elo formula written as one when no season is fitted): the factors split it. */
  model: LogisticModel;
  modelVersion: string;
  /** Situational trends of both teams (when asked for). */
  trends: { home: TeamTrends; away: TeamTrends } | null;
}

export interface WalkForwardOptions {
  params?: ModelParams;
  /** Earlier seasons the probability model is fitted on (the first season in the data only warms ratings up). */
  trainingSeasons?: number;
  /** Ridge penalty of the model without players. */
  ridge?: number;
  /** Ridge penalty of the model with the player features (more features, more of them alike: a stronger one). */
  playerRidge?: number;
  /** Called with each day's predictions after they are made and before that day's results are applied. */
  onDay?: (day: PredictedGame[], state: ModelState) => void;
  /** Called for each finished game just before it is folded into the ratings. */
  onResult?: (game: Game, state: ModelState) => void;
  /**
   * Evaluate situational trends from this season on (they count this and the previous season, so start one
   * season before the first one whose trends are read); none when absent. The back-test needs none.
   */
  trendsFrom?: number;
  /**
   * Fit the probability model only from this season on; earlier seasons then only build up ratings and
   * training rows (their pHome is Elo's) and skip the 0–10 factor scaling. The back-test sets its season.
   */
  fitFrom?: number;
  /**
   * Players' projections from season splits: a season with splits of the season before gets a second
   * model with the player features, used for every game whose two lineups and starters are known.
   */
  players?: PlayerProjections;
  /**
   * Runs per plate appearance a player with 1 to 3 earlier seasons is projected better per season short of 4 (the
   * young side of an age curve, `withYouthBonus`); 0 or absent: none.
   */
  youthBonus?: number;
  /**
   * Runs per plate appearance a starter's projection is made worse for the share of his earlier seasons' batters he
   * faced in relief (`withReliefPenalty`); 0 or absent: none.
   */
  reliefPenalty?: number;
}

const FLAT: Factors = { E: 5, D: 5, G: 5, R: 5, I: 5, Q: 5 };
/** Stand-in for seasons before `fitFrom`, whose 0–10 factors nobody reads. */
const NO_FACTORS = { home: FLAT, away: FLAT };

/** The Elo formula written as the logistic model over the same features, so its factors explain it too. */
function eloAsLogistic(params: ModelParams): LogisticModel {
  const perPoint = Math.log(10) / 400;
  const weights = new Array<number>(FEATURE_NAMES.length + 1).fill(0);
  weights[0] = params.elo.homeField * perPoint;
  weights[1 + FEATURE_NAMES.indexOf('elo')] = 100 * perPoint;
  weights[1 + FEATURE_NAMES.indexOf('neutral_site')] = -params.elo.homeField * perPoint;
  return { weights };
}

function outcome(game: Game): number | null {
  const r = game.result;
  if (!r || r.homeScore === r.awayScore) return null;
  return r.homeScore > r.awayScore ? 1 : 0;
}

/**
 * Predicts every game from what was known before its date: ratings advance only with results known on
 * earlier days, and each season's probability model is fitted on earlier seasons' predictions and outcomes.
 * `games` must hold every game (played or not) in date order; a game without a result is simply not learned from.
 */
export function walkForward(
  games: Game[],
  teams: TeamDirectory,
  parks: ParkLocator,
  options: WalkForwardOptions = {},
): PredictedGame[] {
  const params = options.params ?? DEFAULT_PARAMS;
  const trainingSeasons = options.trainingSeasons ?? 8;
  const state = new ModelState(teams, parks, params);
  const schedules = scheduleContexts(games, parks);
  const firstSeason = games[0]?.season ?? 0;
  const predictions: PredictedGame[] = [];
  const training: { season: number; features: number[]; players: number[] | null; y: number }[] = [];
  let model: LogisticModel | null = null;
  let playerModel: LogisticModel | null = null;
  let fittedOn: number[] | null = null;
  const known = new KnownResults();
  const trendEngine = options.trendsFrom !== undefined ? new TrendEngine() : null;
  const trendKeys = new Map<string, { home: string[]; away: string[] }>();

  const applyKnownBefore = (date: string) => {
    for (const game of known.takeKnownBefore(date)) {
      options.onResult?.(game, state);
      const keys = trendKeys.get(game.id);
      const r = game.result!;
      if (trendEngine && keys && r.homeScore !== r.awayScore) {
        trendEngine.learn(game.home, game.season, keys.home, r.homeScore > r.awayScore);
        trendEngine.learn(game.away, game.season, keys.away, r.awayScore > r.homeScore);
        trendKeys.delete(game.id);
      }
      state.apply(game);
    }
  };

  for (let start = 0; start < games.length;) {
    const date = games[start].date;
    let end = start;
    while (end < games.length && games[end].date === date) end++;
    const day = games.slice(start, end);
    start = end;

    applyKnownBefore(date);
    const season = day[0].season;
    const full = season >= (options.fitFrom ?? -Infinity);
    if (state.season !== season) {
      let projections = options.players?.hasHistoryFor(season) ? options.players.forSeason(season) : null;
      if (projections && options.youthBonus) projections = withYouthBonus(projections, options.youthBonus);
      if (projections && options.reliefPenalty)
        projections = withReliefPenalty(projections, options.reliefPenalty, (id, s) =>
          state.pitcherRecords.startsIn(id, s),
        );
      state.startSeason(season, projections);
      const seasons = [...new Set(training.map((r) => r.season))].filter(
        (s) => s < season && s >= season - trainingSeasons && s > firstSeason,
      );
      const rows = training.filter((r) => seasons.includes(r.season));
      model =
        full && rows.length > 500
          ? fitLogistic(
              rows.map((r) => r.features),
              rows.map((r) => r.y),
              options.ridge ?? 20,
            )
          : null;
      fittedOn = model ? seasons.sort() : null;
      const withPlayers = rows.filter((r) => r.players);
      playerModel =
        model && state.projections && withPlayers.length > 500
          ? fitLogistic(
              withPlayers.map((r) => [...r.features, ...r.players!]),
              withPlayers.map((r) => r.y),
              options.playerRidge ?? 300,
            )
          : null;
    }

    const inputs = day.map((g) => state.inputs(g, schedules.get(g.id)!));
    const baseFeatures = inputs.map(gameFeatures);
    const players = inputs.map(playerFeatures);
    const usesPlayers = players.map((x) => !!(playerModel && x));
    const features = baseFeatures.map((x, i) => (usesPlayers[i] ? [...x, ...players[i]!] : x));
    const explainedBy = usesPlayers.map((x) => (x ? playerModel! : (model ?? eloAsLogistic(params))));
    const pHomes = day.map((game, i) =>
      model
        ? predictLogistic(explainedBy[i], features[i])
        : state.elo.expectedHome(game.home, game.away, inputs[i].neutralSite),
    );
    const factors = full
      ? slateFactors(inputs.map((x, i) => ({ inputs: x, model: explainedBy[i], pHome: pHomes[i] })))
      : null;
    const predicted = day.map((game, i) => {
      const pHome = pHomes[i];
      let trends: PredictedGame['trends'] = null;
      if (trendEngine && game.season >= options.trendsFrom!) {
        const schedule = schedules.get(game.id)!;
        trends = {
          home: evaluateTrends(trendEngine, game, true, state, schedule.home),
          away: evaluateTrends(trendEngine, game, false, state, schedule.away),
        };
        if (game.result) trendKeys.set(game.id, { home: trends.home.keys, away: trends.away.keys });
      }
      return {
        game,
        inputs: inputs[i],
        features: features[i],
        factors: factors?.get(game.id) ?? NO_FACTORS,
        pHome,
        fittedOn,
        model: explainedBy[i],
        modelVersion: MODEL_VERSION,
        trends,
      };
    });
    // The day's searched situations are all in: its trends learn which of them are likely noise.
    trendEngine?.closeDay();
    options.onDay?.(predicted, state);
    for (const p of predicted) {
      predictions.push(p);
      const y = outcome(p.game);
      if (y !== null)
        training.push({
          season: p.game.season,
          features: p.features.slice(0, FEATURE_NAMES.length),
          players: playerFeatures(p.inputs),
          y,
        });
      if (p.game.result) known.add(p.game);
    }
  }
  return predictions;
}
