import type { Game } from '../../data/games';
import { milesBetween, type Park } from './reference';

/** What the schedule alone says about a team before a game: known in advance, so free of any result. */
export interface ScheduleContext {
  /** Full days without a game since the previous one (0 = played yesterday); null for a season opener. */
  daysOff: number | null;
  /** Second game of a doubleheader on the same day. */
  doubleheaderNightcap: boolean;
  /** Miles from the previous game's park. */
  travelMiles: number;
  /** Consecutive road games before this one (0 at home). */
  roadTripGames: number;
}

export interface GameSchedule {
  home: ScheduleContext;
  away: ScheduleContext;
}

function dayNumber(date: string): number {
  return Math.round(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

export class ParkLocator {
  private readonly parks: Map<string, Park>;
  private readonly homeParkOf = new Map<string, Park>();

  constructor(parks: Park[]) {
    this.parks = new Map(parks.map((p) => [p.id, p]));
    // Park ids are numbered in order of opening (ATL02 then ATL03), so the last one listed is the current home.
    for (const p of [...parks].sort((a, b) => (a.id < b.id ? -1 : 1)))
      if (p.tenant && p.lat !== null) this.homeParkOf.set(p.tenant, p);
  }

  /** The park a team usually plays its home games in. */
  homePark(team: string): string | null {
    return this.homeParkOf.get(team)?.id ?? null;
  }

  /** Where a game is played; an unknown park is taken to be the home team's usual park. */
  location(parkId: string, home: string): { lat: number; lon: number } | null {
    const park = this.parks.get(parkId);
    if (park && park.lat !== null && park.lon !== null) return { lat: park.lat, lon: park.lon };
    const fallback = this.homeParkOf.get(home);
    return fallback && fallback.lat !== null && fallback.lon !== null ? { lat: fallback.lat, lon: fallback.lon } : null;
  }

  /** A home team playing away from any park it regularly uses (London, Mexico City, a hurricane move) has no home field. */
  isNeutralSite(parkId: string, home: string): boolean {
    const park = this.parks.get(parkId);
    return !!park && park.tenant !== home;
  }
}

/** Schedule context of every game for both teams; `games` must be sorted by date and game number. */
export function scheduleContexts(games: Game[], parks: ParkLocator): Map<string, GameSchedule> {
  const last = new Map<
    string,
    { date: string; season: number; location: { lat: number; lon: number } | null; roadTrip: number; home: boolean }
  >();
  const result = new Map<string, GameSchedule>();
  for (const game of games) {
    const location = parks.location(game.park, game.home);
    const context = (team: string, isHome: boolean): ScheduleContext => {
      const previous = last.get(team);
      const sameSeason = previous && previous.season === game.season;
      const daysOff = sameSeason ? Math.max(0, dayNumber(game.date) - dayNumber(previous.date) - 1) : null;
      const travelMiles = sameSeason && previous.location && location ? milesBetween(previous.location, location) : 0;
      const roadTripGames = isHome || !sameSeason ? 0 : previous.home ? 0 : previous.roadTrip + 1;
      last.set(team, {
        date: game.date,
        season: game.season,
        location,
        roadTrip: isHome ? 0 : roadTripGames,
        home: isHome,
      });
      return { daysOff, doubleheaderNightcap: !!sameSeason && previous.date === game.date, travelMiles, roadTripGames };
    };
    result.set(game.id, { home: context(game.home, true), away: context(game.away, false) });
  }
  return result;
}
