import type { Game } from '../../data/games';
import { ATOMS, trendKeys, type Situation } from '../../model/trends/conditions';
import type { TeamTrends, TrendEngine } from '../../model/trends/engine';
import { restOf } from '../../model/trends/rest';
import type { ScheduleContext } from './schedule';
import type { ModelState } from './state';

/** One MLB team's situation before one game, in the trend engine's atoms (model/trends/conditions.ts). */
export function situation(game: Game, isHome: boolean, state: ModelState, schedule: ScheduleContext): Situation {
  const team = isHome ? game.home : game.away;
  const opponent = isHome ? game.away : game.home;
  const others: string[] = [];
  let price: Situation['price'] = null;
  if (game.odds && game.odds.homeMoneyline !== game.odds.awayMoneyline) {
    const homeFavourite = game.odds.homeMoneyline < game.odds.awayMoneyline;
    price = homeFavourite === isHome ? 'favourite' : 'underdog';
  }
  const history = state.teamRecords.recent(team, game.season, 1);
  const previous = history[history.length - 1];
  if (previous) {
    others.push(previous.won ? ATOMS.afterWin : ATOMS.afterLoss);
    const margin = previous.runsFor - previous.runsAgainst;
    // Run line: the favourite gives 1.5 runs, the underdog gets them.
    if (previous.favourite !== null)
      others.push(
        (previous.favourite ? margin >= 2 : margin >= -1)
          ? 'after covering the run line'
          : 'after failing to cover the run line',
      );
  }
  const streak = state.teamRecords.streak(team, game.season);
  if (streak >= 3) others.push('on a 3+ game winning streak');
  if (streak <= -3) others.push('on a 3+ game losing streak');
  const rest = restOf(schedule.daysOff, schedule.doubleheaderNightcap);
  if (schedule.doubleheaderNightcap) others.push('in the second game of a doubleheader');
  else if (rest === 'none') others.push(ATOMS.noRest);
  else if (rest) others.push('after a day off');
  if (game.dayNight === 'D') others.push(ATOMS.dayGames);
  if (game.dayNight === 'N') others.push(ATOMS.nightGames);
  if (state.teams.sameDivision(team, opponent)) others.push(ATOMS.divisionRivals);
  const opponentRecord = state.teamRecords.season(opponent, game.season);
  if (opponentRecord.wins + opponentRecord.losses >= 10)
    others.push(opponentRecord.wins > opponentRecord.losses ? 'vs winning teams' : 'vs losing teams');
  return { venue: isHome ? 'Home' : 'Away', price, others };
}

/** One side's trends before a game: its situation's records over this season and the last, and its last ten. */
export function evaluateTrends(
  engine: TrendEngine,
  game: Game,
  isHome: boolean,
  state: ModelState,
  schedule: ScheduleContext,
): TeamTrends {
  const team = isHome ? game.home : game.away;
  const keys = trendKeys(situation(game, isHome, state, schedule));
  const lastTen = state.teamRecords.recent(team, game.season, 10).map((r) => r.won);
  return engine.records(team, game.season, keys, lastTen, game.date);
}
