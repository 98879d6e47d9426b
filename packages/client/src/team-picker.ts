import type { DefaultOptionType } from 'antd/es/select';
import { teamMatchRank, type MatchableTeam } from '@vantage/contracts/team-match';

/** A picker's option; a team's carries the team, so the typed text is matched as the header's search matches it. */
type Option = DefaultOptionType & { team?: MatchableTeam };

const rank = (option: Option, query: string) => (option.team ? teamMatchRank(option.team, query) : null);

/**
 * antd Select's `showSearch` for a team picker: a team is offered when the text starts its abbreviation, name,
 * city or nickname, or a word of them (never inside a word), best matches first. An option without a team (a
 * league's group, "All teams") is not a match itself: a group keeps its matching teams.
 */
export const TEAM_PICKER_SEARCH = {
  filterOption: (input: string, option?: Option) => option !== undefined && rank(option, input) !== null,
  filterSort: (a: Option, b: Option, { searchValue }: { searchValue: string }) =>
    (rank(a, searchValue) ?? -1) - (rank(b, searchValue) ?? -1),
};
