// Team labels on screen: the abbreviations fans know (LAA, SD, NYY), which svc-sports sends beside the
// historical record's codes (ANA, SDN, NYA). The codes stay what queries and cache keys use.
import type { ComparisonGame } from '@vantage/contracts/sports';

type TeamCodes = Partial<
  Pick<ComparisonGame, 'home_team_code' | 'away_team_code' | 'home_team_abbreviation' | 'away_team_abbreviation'>
>;

/** The abbreviation of one side of a game; its code only from a server that does not send abbreviations yet. */
export function teamAbbreviation(game: TeamCodes, side: 'home' | 'away'): string {
  const abbreviation = side === 'home' ? game.home_team_abbreviation : game.away_team_abbreviation;
  return abbreviation ?? (side === 'home' ? game.home_team_code : game.away_team_code) ?? '';
}
