// svc-sports calls of every screen (the shell's landing and search, the game screens), on the product's one RTK Query API (3 retries with backoff, 5-minute
// cache, request timeouts: packages/client/base-query). Every answer is checked against the contract; a game
// list that is no list fails with 'Unexpected data format' (product rules §5/§8).
import { vantageApi } from '@vantage/client/vantage-api';
import type {
  Calendar,
  ComparisonGame,
  GameDetail,
  League,
  Performance,
  Team,
  TeamGames,
  TrackRecord,
  TrendsFound,
  Provenance,
} from '@vantage/contracts/sports';
import { DEFAULT_LEAGUE, LEAGUES, leagueOfGameId } from '@vantage/contracts/sports-rules';
import type { LedgerDay, LedgerProof } from '@vantage/contracts/ledger';
import { fetchChecked } from '@vantage/client/check-answer';
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { getSession, viewerKey } from '@vantage/client/session';

/**
 * Who is asking, as part of every cache key: a guest's answer hides what a member's shows, so a sign-in or
 * sign-out must not reuse the other's cached answer.
 */
export type Viewer = string;

export interface GameListArgs {
  league: League;
  date: string;
  viewer: Viewer;
}

/** A team of one of the leagues (the header's search covers them all). */
export interface LeagueTeam extends Team {
  sport: League;
}

/** Every league answers the same API under its own prefix. */
const leaguePath = (league: League, rest: string) => `/api/${league}/${rest}`;

// Refresh on the dashboard invalidates the lists and the details they show.
export const sportsApi = vantageApi.enhanceEndpoints({ addTagTypes: ['GameList', 'GameDetail'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A league's today and yesterday as US Eastern dates, from the server's clock (the demo replays a past date). */
    gamesCalendar: build.query<Calendar, League>({
      queryFn: (league, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, leaguePath(league, 'calendar/'), 'calendar'),
    }),
    gamesOfDay: build.query<ComparisonGame[], GameListArgs>({
      queryFn: ({ league, date }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: leaguePath(league, 'comparison/'), params: { date } }, 'gameList'),
      providesTags: ['GameList'],
    }),
    /** The game's id names its league. */
    gameDetail: build.query<GameDetail, { gameId: string; viewer: Viewer }>({
      queryFn: ({ gameId }, _api, _extra, baseQuery) =>
        fetchChecked(
          baseQuery,
          leaguePath(leagueOfGameId(gameId), `comparison/${encodeURIComponent(gameId)}/`),
          'gameDetail',
        ),
      providesTags: ['GameDetail'],
    }),
    teamsMatching: build.query<Team[], { league: League; q: string }>({
      queryFn: ({ league, q }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: leaguePath(league, 'teams/'), params: { q: q || undefined } }, 'teamList'),
    }),
    /** The header's search: the teams of every league matching `q`, league by league in LEAGUES' order. */
    teamsOfEveryLeague: build.query<LeagueTeam[], string>({
      queryFn: async (q, _api, _extra, baseQuery) => {
        const answers = await Promise.all(
          LEAGUES.map((league) =>
            fetchChecked(baseQuery, { url: leaguePath(league, 'teams/'), params: { q: q || undefined } }, 'teamList'),
          ),
        );
        const teams: LeagueTeam[] = [];
        for (const [index, answer] of answers.entries()) {
          if ('error' in answer) return answer;
          teams.push(...answer.data.map((team) => ({ ...team, sport: LEAGUES[index] })));
        }
        return { data: teams };
      },
      // Asked as the user types: many short-lived searches, kept a minute, not five.
      keepUnusedDataFor: 60,
    }),
    teamSeasonGames: build.query<TeamGames, { league: League; team: string; season?: number }>({
      queryFn: ({ league, team, season }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: leaguePath(league, 'games/'), params: { team, season } }, 'teamGames'),
    }),
    /** Basic and up (billing's algorithm_performance); others get 401/403. */
    /** A window's scored predictions: one record when `record` names it, else both kinds counted apart. */
    modelPerformance: build.query<
      Performance,
      { league: League; from: string; to: string; record?: Provenance; viewer: Viewer }
    >({
      queryFn: ({ league, from, to, record }, _api, _extra, baseQuery) =>
        fetchChecked(
          baseQuery,
          { url: leaguePath(league, 'performance/'), params: { from, to, record } },
          'performance',
        ),
    }),
    /**
     * A league's season against the de-vigged market (the latest when `season` is absent), of the recorded or
     * the reconstructed predictions (the headline's when `record` is absent).
     */
    trackRecord: build.query<TrackRecord, { league: League; season?: number; record?: Provenance; viewer: Viewer }>({
      queryFn: ({ league, season, record }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: `/api/${league}/track-record/`, params: { season, record } }, 'trackRecord'),
    }),
    /** Every trend found in a season and how it went after it was found (public; today's season without `season`). */
    trendsFound: build.query<TrendsFound, { league: League; season?: number }>({
      queryFn: ({ league, season }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: leaguePath(league, 'trends/found/'), params: { season } }, 'trendsFound'),
    }),
    /** A day's commitment in the public ledger (docs/ledger.md); asked afresh each time, never from the cache. */
    ledgerDay: build.query<LedgerDay, { league: League; date: string; viewer: Viewer }>({
      queryFn: ({ league, date }, _api, _extra, baseQuery) =>
        fetchChecked(baseQuery, { url: leaguePath(league, 'ledger/'), params: { date } }, 'ledgerDay'),
      keepUnusedDataFor: 0,
    }),
    /** A game's inclusion proof: its prediction as served now and the path to its day's root. */
    ledgerProof: build.query<LedgerProof, { gameId: string; viewer: Viewer }>({
      queryFn: ({ gameId }, _api, _extra, baseQuery) =>
        fetchChecked(
          baseQuery,
          leaguePath(leagueOfGameId(gameId), `ledger/${encodeURIComponent(gameId)}/proof/`),
          'ledgerProof',
        ),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useGamesCalendarQuery,
  useGamesOfDayQuery,
  useGameDetailQuery,
  useTeamsMatchingQuery,
  useTeamsOfEveryLeagueQuery,
  useTeamSeasonGamesQuery,
  useModelPerformanceQuery,
  useTrackRecordQuery,
  useTrendsFoundQuery,
  useLazyLedgerDayQuery,
  useLazyLedgerProofQuery,
} = sportsApi;

/** A league's calendar and today's games (the dashboard and the trends page open on them), if they came. */
export async function prefetchTodaysGames(
  { dispatch }: ScreenContext,
  league: League = DEFAULT_LEAGUE,
): Promise<{ league: League; dates: Calendar; games: ComparisonGame[] } | undefined> {
  const dates = await fetchInto(dispatch(sportsApi.endpoints.gamesCalendar.initiate(league)));
  if (!dates) return undefined;
  const args = { league, date: dates.today, viewer: viewerKey(getSession()) };
  const games = await fetchInto(dispatch(sportsApi.endpoints.gamesOfDay.initiate(args)));
  return games && { league, dates, games };
}
