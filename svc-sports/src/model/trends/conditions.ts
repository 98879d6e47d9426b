import type { Game } from '../../data/games';
import type { ScheduleContext } from '../../leagues/mlb/schedule';
import type { ModelState } from '../../leagues/mlb/state';
import { restOf } from './rest';

/** The words of the atoms other parts read too (the trend explorer), so they cannot drift apart. */
export const ATOMS = {
  afterWin: 'after a win',
  afterLoss: 'after a loss',
  noRest: 'on no rest',
  dayGames: 'in day games',
  nightGames: 'in night games',
  divisionRivals: 'vs division rivals',
} as const;

/**
 * SDQL-style situation atoms of one team before one game, grouped by dimension. A trend key combines at most
 * one atom of each dimension ("Home favourite after a loss" = venue + price + previous game).
 */
export interface Situation {
  venue: 'Home' | 'Away';
  price: 'favourite' | 'underdog' | null;
  others: string[];
}

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

/** Every trend key the situation matches: venue alone, with a price, with one other atom, or with both. */
export function trendKeys(s: Situation): string[] {
  const keys: string[] = [];
  const prices = s.price ? [null, s.price] : [null];
  for (const price of prices) {
    const base = price ? `${s.venue} ${price}` : s.venue;
    keys.push(base);
    for (const other of s.others) keys.push(`${base} ${other}`);
  }
  return keys;
}
