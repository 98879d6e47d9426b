// The trend explorer's question (team, seasons, situation, page) in the league the page shows, and the server's
// answer to it.
import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { seasonOfDate } from '@vantage/contracts/sports-rules';
import type { Team } from '@vantage/contracts/sports';
import { useGamesCalendarQuery, useTeamsMatchingQuery } from '@vantage/client/sports-api';
import { useLeague } from '@/shared/hooks/use-league';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import { useTrendExplorerQuery } from '../api/explorer-api';
import {
  defaultSeasons,
  divisionNames,
  EXPLORER_PAGE_SIZE,
  firstSeasonOptions,
  lastSeasonOptions,
  questionFromParams,
  questionParams,
  seasonsOffered,
  type LinkedQuestion,
  type SeasonOption,
  type Situation,
} from '../model/explorer';

/** A season picker: its season, the seasons it offers, and the change. */
interface SeasonField {
  value: number;
  options: SeasonOption[];
  onChange: (season: number) => void;
}

/** The question as the Situation card shows and changes it. */
export interface ExplorerQuestion {
  /** A team code; null for every team. */
  team: string | null;
  teams: Team[];
  firstSeason: SeasonField;
  lastSeason: SeasonField;
  situation: Situation;
  divisions: string[];
  setTeam: (team: string | null) => void;
  setSituation: (patch: Partial<Situation>) => void;
}

export function useExplorer(viewer: ViewerState) {
  const league = useLeague();
  const calendar = useGamesCalendarQuery(league);
  const teams = useTeamsMatchingQuery({ league, q: '' });
  const currentSeason = calendar.data ? seasonOfDate(league, calendar.data.today) : null;
  // The question lives in the URL: a link (or a reload) opens the same question and page.
  const [params, setParams] = useSearchParams();
  const linked = questionFromParams(params);
  const { team, range, situation, page, split } = linked;
  const change = (patch: Partial<LinkedQuestion>) =>
    setParams(questionParams(league, { ...linked, ...patch }), { replace: true });
  const [first, last] = range ?? defaultSeasons(currentSeason);
  const explorer = useTrendExplorerQuery(
    currentSeason
      ? {
          league,
          query: {
            ...situation,
            team: team ?? undefined,
            from_season: first,
            to_season: last,
            limit: EXPLORER_PAGE_SIZE,
            offset: (page - 1) * EXPLORER_PAGE_SIZE,
            split: split ?? undefined,
          },
          viewer: viewer.viewer,
        }
      : skipToken,
  );
  // Any new question starts on its first page.
  const ask = (patch: Partial<LinkedQuestion>) => change({ ...patch, page: 1 });
  const seasons = seasonsOffered(league, currentSeason);
  const question: ExplorerQuestion = {
    team,
    teams: teams.data ?? [],
    firstSeason: {
      value: first,
      options: firstSeasonOptions(seasons, last),
      onChange: (season) => ask({ range: [season, last] }),
    },
    lastSeason: {
      value: last,
      options: lastSeasonOptions(seasons, first),
      onChange: (season) => ask({ range: [first, season] }),
    },
    situation,
    divisions: divisionNames(teams.data ?? []),
    setTeam: (code) => ask({ team: code }),
    setSituation: (patch) => ask({ situation: { ...situation, ...patch } }),
  };
  const status = explorer.error && 'status' in explorer.error ? explorer.error.status : null;

  return {
    /** The calendar and the team list, which the question needs first. */
    isLoading: calendar.isLoading || teams.isLoading,
    setupError: calendar.error ?? teams.error,
    question,
    /** The server says the viewer's tier has no explorer (svc-sports checks the Pro tier itself). */
    refused: status === 401 || status === 403,
    result: explorer.data,
    error: explorer.error,
    isFetching: explorer.isFetching,
    retry: () => explorer.refetch(),
    page,
    setPage: (next: number) => change({ page: next }),
    split,
    setSplit: (date: string | null) => change({ split: date }),
  };
}
