import { useState } from 'react';
import { Button, Card, Empty, Flex, Radio, Skeleton, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetProfileQuery } from '@vantage/client/profile';
import { queryErrorMessage } from '@vantage/client/error-message';
import { viewerKey, type Session } from '@vantage/client/session';
import { useGamesCalendarQuery, useGamesOfDayQuery } from '@vantage/client/sports-api';
import {
  featuredGames,
  mlbFavourites,
  SPORT_FILTERS,
  SPORT_LABELS,
  SPORTS_WITH_DATA,
  type SportFilter,
} from '../model/featured';
import { MatchupCard } from './matchup-card';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: 16,
} as const;

/** 'Featured Matchups' (or the signed-in user's personalised ones) from today's real MLB games. */
export function FeaturedMatchups({ session }: { session: Session }) {
  const [sport, setSport] = useState<SportFilter>('all');
  const signedIn = session.accessToken !== null;
  const viewer = viewerKey(session);
  const calendar = useGamesCalendarQuery();
  const games = useGamesOfDayQuery(calendar.data ? { date: calendar.data.today, viewer } : skipToken);
  const { data: profile } = useGetProfileQuery(signedIn && session.email ? session.email : skipToken);
  const error = calendar.error ?? games.error;

  let body;
  if (!SPORTS_WITH_DATA.includes(sport)) {
    body = (
      <Card>
        <Empty description={`${SPORT_LABELS[sport]} coverage is coming soon. Vantage analyses MLB games today.`}>
          <Button onClick={() => setSport('mlb')}>Show MLB games</Button>
        </Empty>
      </Card>
    );
  } else if (calendar.isLoading || games.isLoading) {
    body = (
      <div style={GRID}>
        {Array.from({ length: 3 }, (_, index) => (
          <Card key={index} size="small" style={{ height: 208 }}>
            <Skeleton active avatar paragraph={{ rows: 3 }} title={false} />
          </Card>
        ))}
      </div>
    );
  } else if (error) {
    body = (
      <Card>
        <Empty description={`Today's games could not be loaded: ${queryErrorMessage(error)}`}>
          <Button onClick={() => (calendar.error ? calendar.refetch() : games.refetch())}>Retry</Button>
        </Empty>
      </Card>
    );
  } else {
    const featured = featuredGames(games.data ?? [], mlbFavourites(profile?.favorite_teams));
    body =
      featured.length === 0 ? (
        <Card>
          <Empty description="No MLB games today. Check back tomorrow." />
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
    <Flex component="section" vertical gap={16} aria-labelledby="matchups-heading">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} id="matchups-heading" style={{ margin: 0 }}>
          {signedIn ? 'Your Personalized Matchups' : 'Featured Matchups'}
        </Typography.Title>
        <Radio.Group
          value={sport}
          onChange={(event) => setSport(event.target.value as SportFilter)}
          optionType="button"
          buttonStyle="solid"
          aria-label="Sport"
          options={SPORT_FILTERS.map((value) => ({ value, label: SPORT_LABELS[value] }))}
        />
      </Flex>
      {body}
    </Flex>
  );
}
