import type { Game } from '../../data/games';
import type { ExplorerRepository } from '../../api/explorer/repository';
import type { Side } from '../../api/explorer/service';
import { KnownResults } from '../../model/known-results';
import { hideResultsFrom } from '../../model/predictions/recorder';
import { restOf } from '../../model/trends/rest';
import { DEFAULT_PARAMS } from './params';
import type { TeamDirectory } from './reference';
import { scheduleContexts, type ParkLocator } from './schedule';
import { situation } from './situation';
import { ModelState } from './state';

/** MLB's sides of a season before today, from the stored games. */
export function mlbSeasonSides(repository: ExplorerRepository, teams: TeamDirectory, parks: ParkLocator) {
  return async (season: number, today: string): Promise<Side[]> =>
    seasonSides(hideResultsFrom(today, await repository.seasonBefore(season, today)), teams, parks);
}

/**
 * Every side of a season's decided games, each in the situation known before it: ratings and records take in a
 * result only from the day after it became known. (The full walk-forward model would give the same situations
 * at six times the cost: it also builds every game's features and factors.)
 */
export function seasonSides(played: Game[], teams: TeamDirectory, parks: ParkLocator): Side[] {
  const state = new ModelState(teams, parks, DEFAULT_PARAMS);
  const schedules = scheduleContexts(played, parks);
  const known = new KnownResults();
  const sides: Side[] = [];
  for (const game of played) {
    for (const result of known.takeKnownBefore(game.date)) state.apply(result);
    const r = game.result;
    if (!r || r.homeScore === r.awayScore) continue;
    for (const home of [true, false]) {
      const schedule = schedules.get(game.id)![home ? 'home' : 'away'];
      const runsFor = home ? r.homeScore : r.awayScore;
      const runsAgainst = home ? r.awayScore : r.homeScore;
      sides.push({
        game,
        team: home ? game.home : game.away,
        opponent: home ? game.away : game.home,
        home,
        won: runsFor > runsAgainst,
        runsFor,
        runsAgainst,
        moneyline: game.odds ? (home ? game.odds.homeMoneyline : game.odds.awayMoneyline) : null,
        // The run line where the shipped data has one (SBR's, 2014–2021): runs the home side is favoured by.
        spread: game.odds?.runLine?.homeFavouredBy ?? null,
        total: game.odds?.total ?? null,
        situation: situation(game, home, state, schedule),
        rest: restOf(schedule.daysOff, schedule.doubleheaderNightcap),
      });
    }
    known.add(game);
  }
  return sides;
}
