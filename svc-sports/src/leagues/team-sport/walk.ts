import type { LeagueGame } from './types';

/** 1 home win, 0 away win, ½ an NFL tie; null while the game has no final score. */
export function homeResult(g: LeagueGame): number | null {
  if (g.homeScore === null || g.awayScore === null) return null;
  return g.homeScore > g.awayScore ? 1 : g.homeScore < g.awayScore ? 0 : 0.5;
}

/** Games grouped by date, oldest first (a copy: the input's order does not matter). */
export function byDate(games: readonly LeagueGame[]): LeagueGame[][] {
  const days = new Map<string, LeagueGame[]>();
  for (const g of games) {
    const day = days.get(g.date);
    if (day) day.push(g);
    else days.set(g.date, [g]);
  }
  return [...days.keys()]
    .sort()
    .map((date) => days.get(date)!.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)));
}

export const logit = (p: number) => Math.log(p / (1 - p));
