import type { Game } from '../../data/games';
import type { TeamDirectory } from './reference';
import { Elo, PitchingRateTracker, RunModel, type PitchingRates, type RunModelParams } from './ratings';
import { PitcherRecords, TeamRecords, type PitcherRecord, type WinLoss } from './records';
import type { ParkLocator, ScheduleContext } from './schedule';
import type { SeasonProjections } from './projections';

/** Plate appearances per game by batting-order slot (league averages): the top of the order bats more. */
const SLOT_PA = [4.65, 4.55, 4.43, 4.33, 4.21, 4.1, 3.98, 3.87, 3.76];
/**
 * A starter's run-model prior (log runs his team allows) per run per plate appearance he is projected to allow
 * above the league. 24 batters of a 4.4-run game would say 5.5; 14 was best on 2015–2022 (3, 5.5, 9, 14, 20 tried).
 */
const PITCHER_PRIOR_SCALE = 14;
/** Batters a starter is expected to face. */
const STARTER_BATTERS_FACED = 24;

export interface ModelParams {
  elo: { k: number; homeField: number; carry: number };
  runs: RunModelParams;
  rates: { decay: number; seasonCarry: number; priorPa: number };
}

/** Everything the model knows about one side before a game; stored with the prediction as its inputs. */
export interface SideInputs {
  team: string;
  elo: number;
  starter:
    | (PitcherRecord & {
        id: string | null;
        rating: number;
        known: boolean;
        rates: PitchingRates;
        daysSinceStart: number | null;
      })
    | null;
  staffRates: PitchingRates;
  runs: { expected: number; offence: number; defence: number };
  season: { wins: number; losses: number; runsFor: number; runsAgainst: number };
  last10: { wins: number; losses: number; runDiff: number };
  streak: number;
  headToHead: WinLoss;
  split: WinLoss & { versus: 'winning' | 'losing' };
  schedule: ScheduleContext;
  winningRecord: boolean;
  /**
   * Who plays, from the players' projections (runs per game above the league): the starting nine against
   * the opposing starter's hand, and the runs this side's starter saves. Null when not known (no lineup, a
   * player not matched, no projections for the season): the model then predicts as without players.
   */
  talent: { lineupRuns: number; starterRuns: number } | null;
}

export interface GameInputs {
  gameId: string;
  season: number;
  date: string;
  neutralSite: boolean;
  divisional: boolean;
  leagueRunsPerGame: number;
  home: SideInputs;
  away: SideInputs;
}

function daysBetween(from: string | null, to: string): number | null {
  return from ? Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) : null;
}

/** Ratings and records as of a moment: advanced only by results, read for the games ahead. */
export class ModelState {
  readonly elo: Elo;
  readonly runs: RunModel;
  readonly rates: PitchingRateTracker;
  readonly teamRecords = new TeamRecords();
  readonly pitcherRecords = new PitcherRecords();
  season: number | null = null;
  /** The players' projections for the current season, when splits of earlier seasons are known. */
  projections: SeasonProjections | null = null;

  constructor(
    readonly teams: TeamDirectory,
    readonly parks: ParkLocator,
    params: ModelParams,
  ) {
    this.elo = new Elo(params.elo);
    this.runs = new RunModel(params.runs);
    this.rates = new PitchingRateTracker(params.rates);
  }

  /** Starts a season; the players' projections (when splits of earlier seasons exist) set unseen starters' priors. */
  startSeason(season: number, projections: SeasonProjections | null = null): void {
    this.projections = projections;
    const p = projections;
    this.runs.pitcherPrior = p ? (id) => PITCHER_PRIOR_SCALE * p.pitcher(id) : null;
    if (this.season !== null) {
      this.elo.newSeason();
      this.runs.newSeason();
      this.rates.newSeason();
    }
    this.season = season;
  }

  private winning(team: string, season: number): boolean {
    const r = this.teamRecords.season(team, season);
    return r.wins > r.losses;
  }

  private side(game: Game, isHome: boolean, schedule: ScheduleContext): SideInputs {
    const team = isHome ? game.home : game.away;
    const opponent = isHome ? game.away : game.home;
    const starterId = isHome ? game.homeStarter : game.awayStarter;
    const opponentStarter = isHome ? game.awayStarter : game.homeStarter;
    const batting = this.runs.expect(team, opponent, opponentStarter, game.park, isHome);
    const fielding = this.runs.expect(opponent, team, starterId, game.park, !isHome);
    const recent = this.teamRecords.recent(team, game.season, 10);
    const opponentWinning = this.winning(opponent, game.season);
    return {
      team,
      elo: this.elo.rating(team),
      starter: starterId
        ? {
            id: starterId,
            rating: this.runs.pitcherRating(starterId),
            known: this.runs.pitcherKnown(starterId),
            rates: this.rates.starter(starterId),
            ...this.pitcherRecords.get(starterId, game.season),
            daysSinceStart: daysBetween(this.pitcherRecords.get(starterId, game.season).lastStart, game.date),
          }
        : null,
      staffRates: this.rates.staff(team),
      runs: { expected: batting.runs, offence: batting.offence, defence: fielding.defence },
      season: this.teamRecords.season(team, game.season),
      last10: {
        wins: recent.filter((r) => r.won).length,
        losses: recent.filter((r) => !r.won && r.runsFor < r.runsAgainst).length,
        runDiff: recent.reduce((s, r) => s + r.runsFor - r.runsAgainst, 0),
      },
      streak: this.teamRecords.streak(team, game.season),
      headToHead: this.teamRecords.headToHead(team, opponent, game.season),
      split: {
        ...this.teamRecords.versusClass(team, game.season, opponentWinning),
        versus: opponentWinning ? 'winning' : 'losing',
      },
      schedule,
      winningRecord: this.winning(team, game.season),
      talent: this.talent(game, isHome),
    };
  }

  private talent(game: Game, isHome: boolean): SideInputs['talent'] {
    const lineup = isHome ? game.lineups?.home : game.lineups?.away;
    const starter = isHome ? game.homeStarter : game.awayStarter;
    const opposingStarter = isHome ? game.awayStarter : game.homeStarter;
    const p = this.projections;
    if (!p || !lineup || lineup.length !== 9 || !starter || !opposingStarter || lineup.some((id) => !id)) return null;
    const hand = p.throws(opposingStarter);
    return {
      lineupRuns: lineup.reduce((s, id, slot) => s + SLOT_PA[slot] * p.batter(id!, hand), 0),
      starterRuns: -STARTER_BATTERS_FACED * p.pitcher(starter),
    };
  }

  inputs(game: Game, schedule: { home: ScheduleContext; away: ScheduleContext }): GameInputs {
    return {
      gameId: game.id,
      season: game.season,
      date: game.date,
      neutralSite: this.parks.isNeutralSite(game.park, game.home),
      divisional: this.teams.sameDivision(game.home, game.away),
      leagueRunsPerGame: this.runs.leagueRunsPerGame(),
      home: this.side(game, true, schedule.home),
      away: this.side(game, false, schedule.away),
    };
  }

  /** Folds a finished game into every rating and record. */
  apply(game: Game): void {
    const result = game.result;
    if (!result) return;
    const neutral = this.parks.isNeutralSite(game.park, game.home);
    const homeWinningBefore = this.winning(game.home, game.season);
    const awayWinningBefore = this.winning(game.away, game.season);
    this.elo.update(game.home, game.away, result.homeScore, result.awayScore, neutral);
    this.runs.observe(game.home, game.away, game.awayStarter, game.park, true, result.homeScore, result.homeBatting);
    this.runs.observe(game.away, game.home, game.homeStarter, game.park, false, result.awayScore, result.awayBatting);
    // The home side's batting line is what the visitors' pitchers allowed, and vice versa.
    if (result.homeBatting) this.rates.observe(game.away, game.awayStarter, result.homeBatting);
    if (result.awayBatting) this.rates.observe(game.home, game.homeStarter, result.awayBatting);
    const base = { gameId: game.id, date: game.date, season: game.season };
    this.teamRecords.add(game.home, {
      ...base,
      opponent: game.away,
      home: true,
      runsFor: result.homeScore,
      runsAgainst: result.awayScore,
      won: result.homeScore > result.awayScore,
      opponentWinning: awayWinningBefore,
      favourite: game.odds ? game.odds.homeMoneyline < game.odds.awayMoneyline : null,
    });
    this.teamRecords.add(game.away, {
      ...base,
      opponent: game.home,
      home: false,
      runsFor: result.awayScore,
      runsAgainst: result.homeScore,
      won: result.awayScore > result.homeScore,
      opponentWinning: homeWinningBefore,
      favourite: game.odds ? game.odds.awayMoneyline < game.odds.homeMoneyline : null,
    });
    for (const starter of [game.homeStarter, game.awayStarter])
      if (starter) this.pitcherRecords.addStart(starter, game.season, game.date);
    if (result.winningPitcher) this.pitcherRecords.addDecision(result.winningPitcher, game.season, true);
    if (result.losingPitcher) this.pitcherRecords.addDecision(result.losingPitcher, game.season, false);
  }
}
