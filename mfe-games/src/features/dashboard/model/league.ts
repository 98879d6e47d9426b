// Which league the dashboard opens on (product rules §2): the one its URL names (?league=nba), else a member's
// first favourite sport that Vantage covers, else the league of their first favourite teams, else MLB.
import type { UserProfile } from '@vantage/contracts/auth';
import { DEFAULT_LEAGUE, leagueNamed, type League } from '@vantage/contracts/sports-rules';

type Favourites = Pick<UserProfile, 'favorite_sports' | 'favorite_teams'>;

export function favouriteLeague(profile: Favourites | undefined): League | null {
  if (!profile) return null;
  for (const sport of profile.favorite_sports ?? []) {
    const league = leagueNamed(sport);
    if (league) return league;
  }
  for (const [sport, teams] of Object.entries(profile.favorite_teams ?? {})) {
    const league = leagueNamed(sport);
    if (league && teams?.length) return league;
  }
  return null;
}

export function dashboardLeague(named: string | null, profile: Favourites | undefined): League {
  return leagueNamed(named) ?? favouriteLeague(profile) ?? DEFAULT_LEAGUE;
}
