// The game page's header and "Game facts" card, in words.
import type { ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { PROVENANCE_LABELS } from '@vantage/contracts/sports-rules';
import { formatEv, formatMoneyline } from '@/shared/model/scores';
import { teamAbbreviation } from '@/shared/model/teams';

/** The game's state beside its date: the final score once completed. */
export function statusText(detail: GameDetail): string {
  if (detail.game_status === 'completed' && detail.final_score) {
    return `Final: ${detail.away_team} ${detail.final_score.away}, ${detail.home_team} ${detail.final_score.home}`;
  }
  return { in_progress: 'In Progress', postponed: 'Postponed', scheduled: 'Scheduled', completed: 'Final' }[
    detail.game_status
  ];
}

/**
 * How the prediction came to be, as stamped when it was written (product rules §1): 'Vantage model 4, recorded
 * before the game (replay clock), from results known before 2023-08-02'.
 */
export function predictionFact(prediction: NonNullable<GameDetail['prediction']>): string {
  const how = PROVENANCE_LABELS[prediction.provenance].toLowerCase();
  const clock = prediction.provenance === 'recorded' && prediction.clock === 'replay' ? ' (replay clock)' : '';
  return `${prediction.model_version}, ${how}${clock}, from results known before ${prediction.as_of}`;
}

/** product rules §6: the line and the EV priced at it come with Premium; a Free list carries neither. */
export const PRICING_WITH_PREMIUM = 'With Premium';

/** 'BOS +120 · NYY -140' from the day's list, away side first. */
export function moneylineFact(entry: ComparisonGame | undefined): string {
  if (entry && !entry.access.expected_value) return PRICING_WITH_PREMIUM;
  if (!entry?.moneyline) return 'None recorded';
  const { away, home } = entry.moneyline;
  return `${teamAbbreviation(entry, 'away')} ${formatMoneyline(away)} · ${teamAbbreviation(entry, 'home')} ${formatMoneyline(home)}`;
}

/** 'BOS -5.1% · NYY +3.2%' from the day's list, away side first. */
export function expectedValueFact(entry: ComparisonGame | undefined): string {
  if (!entry) return 'N/A';
  if (!entry.access.expected_value) return PRICING_WITH_PREMIUM;
  return `${teamAbbreviation(entry, 'away')} ${formatEv(entry.away_ev)} · ${teamAbbreviation(entry, 'home')} ${formatEv(entry.home_ev)}`;
}

/**
 * The two teams as the page's parts (trends, head-to-head, full-analysis modal) name them: from the game's
 * detail, and its day's list entry where the detail lacks a logo, a code or an abbreviation.
 */
export function matchupGame(detail: GameDetail, entry: ComparisonGame | undefined) {
  return {
    game_id: detail.game_id,
    home_team: detail.home_team,
    away_team: detail.away_team,
    home_team_logo: entry?.home_team_logo ?? null,
    away_team_logo: entry?.away_team_logo ?? null,
    home_team_code: detail.teams.find((team) => team.is_home)?.team_code ?? entry?.home_team_code ?? '',
    away_team_code: detail.teams.find((team) => !team.is_home)?.team_code ?? entry?.away_team_code ?? '',
    home_team_abbreviation: detail.home_team_abbreviation ?? entry?.home_team_abbreviation,
    away_team_abbreviation: detail.away_team_abbreviation ?? entry?.away_team_abbreviation,
  };
}
