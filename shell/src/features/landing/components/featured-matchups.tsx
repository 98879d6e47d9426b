import { Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useLocation } from 'react-router-dom';
import { LinkPicker } from '@vantage/client/link-picker';
import { useGetProfileQuery, type UserProfile } from '@vantage/client/profile';
import { queryErrorMessage } from '@vantage/client/error-message';
import { viewerKey, type Session } from '@vantage/client/session';
import { useGamesCalendarQuery, useGamesOfDayQuery } from '@vantage/client/sports-api';
import { LEAGUE_LABELS, type League } from '@vantage/contracts/sports-rules';
import { dashboardPath } from '@vantage/contracts/ui-routes';
import {
  featuredGames,
  featuredLimit,
  leagueDayText,
  leagueFavourites,
  leaguesInFavourOrder,
  SPORT_LABELS,
  sportFilterOf,
  sportFilterPath,
} from '../model/featured';
import { MatchupCard } from './matchup-card';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: 16,
} as const;

/** One league's featured games of its day (each league replays its own day), with the way to its dashboard. */
function LeagueMatchups({
  league,
  limit,
  viewer,
  profile,
}: {
  league: League;
  limit: number;
  viewer: string;
  profile: UserProfile | undefined;
}) {
  const calendar = useGamesCalendarQuery(league);
  const games = useGamesOfDayQuery(calendar.data ? { league, date: calendar.data.today, viewer } : skipToken);
  const error = calendar.error ?? games.error;
  const label = LEAGUE_LABELS[league];

  let body;
  if (calendar.isLoading || games.isLoading) {
    body = (
      <div style={GRID}>
        {Array.from({ length: Math.min(limit, 3) }, (_, index) => (
          <Card key={index} size="small" style={{ height: 208 }}>
            <Skeleton active avatar paragraph={{ rows: 3 }} title={false} />
          </Card>
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <Card>
        <Empty description={`Today's ${label} games could not be loaded: ${queryErrorMessage(error)}`}>
          <Button onClick={() => (calendar.error ? calendar.refetch() : games.refetch())}>Retry</Button>
        </Empty>
      </Card>
    );
  } else {
    const featured = featuredGames(games.data ?? [], leagueFavourites(league, profile?.favorite_teams), limit);
    body =
      featured.length === 0 ? (
        <Card>
          <Empty description={`No ${label} games today. Check back tomorrow.`} />
        </Card>
      ) : (
        <div style={GRID}>
          {featured.map((game) => (
            <MatchupCard key={game.game_id} game={game} viewer={viewer} />
          ))}
        </div>
      );
  }
  return (
    <Flex vertical gap={8} data-testid="landing-league" data-league={league}>
      <Flex align="center" gap={8} wrap>
        <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
          {label}
        </Typography.Title>
        {calendar.data && (
          <Tag color={calendar.data.replay ? 'purple' : 'blue'} style={{ marginInlineEnd: 0 }}>
            {leagueDayText(calendar.data)}
          </Tag>
        )}
        <Link to={dashboardPath(league)} style={{ marginInlineStart: 'auto' }}>
          All {label} games
        </Link>
      </Flex>
      {body}
    </Flex>
  );
}

/** 'Featured Matchups' (or the signed-in user's personalised ones) from each league's real games of its day. */
export function FeaturedMatchups({ session }: { session: Session }) {
  const sport = sportFilterOf(useLocation().search);
  const signedIn = session.accessToken !== null;
  const viewer = viewerKey(session);
  const { data: profile } = useGetProfileQuery(signedIn && session.email ? session.email : skipToken);
  const leagues = sport === 'all' ? leaguesInFavourOrder(profile?.favorite_sports, profile?.favorite_teams) : [sport];

  return (
    <Flex component="section" vertical gap={16} aria-labelledby="matchups-heading">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} id="matchups-heading" style={{ margin: 0 }}>
          {signedIn ? 'Your Personalized Matchups' : 'Featured Matchups'}
        </Typography.Title>
        <LinkPicker label="Sport" choices={SPORT_LABELS} current={sport} pathOf={sportFilterPath} />
      </Flex>
      {leagues.map((league) => (
        <LeagueMatchups key={league} league={league} limit={featuredLimit(sport)} viewer={viewer} profile={profile} />
      ))}
    </Flex>
  );
}
