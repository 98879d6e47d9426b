import { TermHelp } from '@/components/term-help';
import { Flex, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { DayListing, type ListingDay } from './day-listing';
import { TeamSeason } from './team-season';
import { prefetchTodaysGames } from '@vantage/client/sports-api';

/** /mlb-trends: the day's games (?day=yesterday for yesterday's), or one team's season (?team=CODE). */
/** The screen's first data, fetched before its first render (see @vantage/client/remote-routes). */
export const prefetch = prefetchTodaysGames;

export default function MlbTrendsPage() {
  const [params, setParams] = useSearchParams();
  const team = params.get('team');
  const day: ListingDay = params.get('day') === 'yesterday' ? 'yesterday' : 'today';
  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          MLB Trends
        </Typography.Title>
        <Typography.Text type="secondary">
          Every game with its teams&apos; momentum and situational trends
        </Typography.Text>
        <TermHelp term="momentum" />
        <TermHelp term="trendWindow" />
      </div>
      {team ? (
        <TeamSeason key={team} team={team} onClose={() => setParams({})} />
      ) : (
        <DayListing day={day} onDayChange={(next) => setParams(next === 'today' ? {} : { day: next })} />
      )}
    </Flex>
  );
}
