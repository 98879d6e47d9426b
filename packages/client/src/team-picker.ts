import { teamMatchRank, type MatchableTeam } from '@vantage/contracts/team-match';

/** A team picker's option: the team rides along so the typed text is matched as the header's search matches it. */
export interface TeamOption {
  value: string;
  label: string;
  team: MatchableTeam;
}

const rank = (option: { team?: MatchableTeam }, query: string) =>
  option.team ? teamMatchRank(option.team, query) : null;

/**
 * antd Select's `showSearch` for a team picker: a team is offered when the text starts its abbreviation, name,
 * city or nickname, or a word of them (never inside a word), best matches first. An option without a team (a
 * league's group, "All teams") is not a match itself: a group keeps its matching teams.
 */
export const TEAM_PICKER_SEARCH = {
  filterOption: (input: string, option?: { team?: MatchableTeam }) =>
    option !== undefined && rank(option, input) !== null,
  filterSort: (a: { team?: MatchableTeam }, b: { team?: MatchableTeam }, { searchValue }: { searchValue: string }) =>
    (rank(a, searchValue) ?? -1) - (rank(b, searchValue) ?? -1),
};
