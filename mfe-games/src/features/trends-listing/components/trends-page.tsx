import { TermHelp } from '@/components/term-help';
import { Flex, Typography } from 'antd';
import { Text } from '@/shared/components/text';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DEFAULT_LEAGUE, LEAGUE_LABELS } from '@vantage/contracts/sports-rules';
import { leagueOfTrendsPath, trendsPath } from '@vantage/contracts/ui-routes';
import { prefetchTodaysGames, sportsApi } from '@vantage/client/sports-api';
import { fetchInto, type ScreenContext } from '@vantage/client/remote-routes';
import { LeaguePicker } from '@/components/league-picker';
import { LeagueContext } from '@/shared/hooks/use-league';
import { GLOSSARY, type Term } from '@/shared/model/glossary';
import { DayListing, type ListingDay } from './day-listing';
import { TeamSeason } from './team-season';

/**
 * The screen's first data, fetched before its first render (see @vantage/client/remote-routes): the day's games,
 * or the team's season (a team the league does not have is then not found from the first render on).
 */
export function prefetch(context: ScreenContext) {
  const league = leagueOfTrendsPath(context.pathname) ?? DEFAULT_LEAGUE;
  const team = new URLSearchParams(context.search ?? '').get('team');
  return team
    ? fetchInto(context.dispatch(sportsApi.endpoints.teamSeasonGames.initiate({ league, team })))
    : prefetchTodaysGames(context, league);
}

/** The figures every card of the listing shows, explained under its heading. */
const EXPLAINED_TERMS: Term[] = ['momentum', 'trendWindow'];

/**
 * /mlb-trends, /nba-trends, /nfl-trends, /nhl-trends: the league's games of the day (?day=yesterday for
 * yesterday's), or one team's season (?team=CODE). One screen for every league; the path names the league.
 */
export default function TrendsPage() {
  const league = leagueOfTrendsPath(useLocation().pathname) ?? DEFAULT_LEAGUE;
  const [params, setParams] = useSearchParams();
  const team = params.get('team');
  const day: ListingDay = params.get('day') === 'yesterday' ? 'yesterday' : 'today';
  return (
    <LeagueContext.Provider value={league}>
      <Flex vertical gap={16}>
        <Flex justify="space-between" align="flex-end" gap={12} wrap>
          <div>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {LEAGUE_LABELS[league]} Trends
            </Typography.Title>
            <Text type="secondary">Every game with its teams&apos; momentum and situational trends</Text>
            {/* Each figure of the cards named beside its "?", so it is clear which question each one answers. */}
            <Flex gap={12} wrap>
              {EXPLAINED_TERMS.map((term) => (
                <Text key={term} type="secondary">
                  {GLOSSARY[term].name} <TermHelp term={term} />
                </Text>
              ))}
            </Flex>
          </div>
          <LeaguePicker league={league} pathOf={trendsPath} />
        </Flex>
        {team ? (
          <TeamSeason key={`${league}-${team}`} team={team} onClose={() => setParams({})} />
        ) : (
          <DayListing key={league} day={day} onDayChange={(next) => setParams(next === 'today' ? {} : { day: next })} />
        )}
      </Flex>
    </LeagueContext.Provider>
  );
}
