import type { Game } from '../../data/games';
import { dataDir, TeamDirectory, type Park, type Team } from './reference';
import { loadShippedPlayers, type PlayerSeason } from './splits';
import { PlayerProjections } from './projections';
import { predictionOutputs } from '../../model/outputs';
import { devigHome } from '@vantage/contracts/bet-rules';
import { BLEND_SEASONS, blendBySeason } from '../../model/blend';
import { ParkLocator } from './schedule';
import { walkForward } from './walk-forward';
import { MLB_SERVED } from './selection';
import { storedTrends } from '../../model/predictions/record';
import { storedInputs, storedOutputs } from './record';
import { mlbMarketRows } from './served-markets';
import type { ComputedRows } from '../../model/predictions/compute';

/** Everything a recompute needs, as plain data so it can cross to a worker thread. */
export interface ComputeInput {
  /** Every stored game in date order, results the clock has not reached already hidden. */
  games: Game[];
  teams: Team[];
  parks: Park[];
  since: string;
  today: string;
  /** The games to record: due and without a recorded prediction (one is never rewritten). */
  due: string[];
  /** Players' seasons from the Stats API; a season the shipped splits hold is read from them. */
  storedPlayers: PlayerSeason[];
}

/** Runs the model over every game and returns the rows to insert for the `due` games. */
export function computePredictionRows(input: ComputeInput): ComputedRows {
  const started = Date.now();
  const due = new Set(input.due);
  const firstSeason = Number(input.since.slice(0, 4));
  const shipped = loadShippedPlayers(dataDir());
  const shippedSeasons = new Set(shipped.map((p) => p.season));
  const walked = walkForward(input.games, new TeamDirectory(input.teams), new ParkLocator(input.parks), {
    // The constants the nested walk-forward chose for the data's last season (leagues/mlb/selection.ts).
    ...MLB_SERVED,
    // From BLEND_SEASONS earlier, so the blend's history holds the fitted model's probabilities (the due
    // games' are the same: the fit only starts earlier).
    fitFrom: firstSeason - BLEND_SEASONS,
    trendsFrom: firstSeason - 1,
    // The shipped splits, then the Stats API's seasons after them; a game whose lineups are unknown is
    // predicted without players.
    players: new PlayerProjections([...shipped, ...input.storedPlayers.filter((p) => !shippedSeasons.has(p.season))]),
  });
  const predicted = walked.filter((p) => due.has(p.game.id));
  const blends = blendBySeason(
    walked.flatMap((p) => {
      const r = p.game.result;
      if (!p.fittedOn || !p.game.odds || !r || r.homeScore === r.awayScore) return [];
      const pMarket = devigHome(p.game.odds.homeMoneyline, p.game.odds.awayMoneyline);
      return [{ season: p.game.season, pModel: p.pHome, pMarket, homeWon: r.homeScore > r.awayScore ? 1 : 0 }];
    }),
    predicted.map((p) => p.game.season),
  );
  // Unscored: PredictionRecorder.score, run right after every recording, is the one place results are scored.
  const predictions = predicted.map((p) => ({
    game_id: p.game.id,
    model_version: p.modelVersion,
    as_of: p.game.date,
    p_home: p.pHome,
    inputs: storedInputs(p),
    outputs: { ...storedOutputs(p), blend: blends.get(p.game.season) ?? null },
    recommendation: predictionOutputs(
      p.pHome,
      p.factors,
      { home: p.trends!.home.score, away: p.trends!.away.score },
      p.game.odds,
    ).predicted_winner,
  }));
  const teamTrends = predicted.flatMap((p) =>
    (['home', 'away'] as const).map((side) => {
      const t = p.trends![side];
      return {
        game_id: p.game.id,
        team: side === 'home' ? p.game.home : p.game.away,
        is_home: side === 'home',
        positive: storedTrends(t.positiveRecords),
        negative: storedTrends(t.negativeRecords),
        trend_score: t.score,
        momentum: t.momentum,
      };
    }),
  );
  return { predictions, teamTrends, marketForecasts: mlbMarketRows(walked, due), computeMs: Date.now() - started };
}
