// One tab's games: 4 skeleton cards while loading, the error card with Retry, the empty state, or the cards
// (guests see the first game; the rest are locked, product rules §6).
import { memo } from 'react';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { LinkButton } from '@vantage/client/link-button';
import { Text } from '@/shared/components/text';
import { ReloadOutlined } from '@ant-design/icons';
import { queryErrorMessage } from '@vantage/client/error-message';
import type { Calendar, ComparisonGame } from '@vantage/contracts/sports';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { ErrorCard } from '@/components/error-card';
import type { Viewer } from '@vantage/client/sports-api';
import { DashboardGame } from './dashboard-game';
import { GameCardSkeleton } from './game-card-skeleton';
import { GameGrid } from './game-grid';
import { isLocked } from '../model/locking';
import { LockedGame } from './locked-game';
import { RetryingNotice } from '@vantage/client/retrying-notice';
import type { Day } from '../model/days';
import { trendsPath } from '@vantage/contracts/ui-routes';
import { useLeague } from '@/shared/hooks/use-league';

/** product rules §9: loading placeholders on the dashboard. */
export const DASHBOARD_PLACEHOLDERS = 4;

export interface GamesListProps {
  day: Day;
  /** The day's games in time order, before filtering (the guest rule counts from the first game). */
  games: ComparisonGame[] | undefined;
  isLoading: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry: () => void;
  isVisible: (game: ComparisonGame) => boolean;
  onClearFilters: () => void;
  onShowToday: () => void;
  calendar: Pick<Calendar, 'today' | 'yesterday'>;
  signedIn: boolean;
  viewer: Viewer;
}

function EmptyDay({ day, onShowToday }: { day: Day; onShowToday: () => void }) {
  const league = useLeague();
  return (
    <Card>
      <Empty
        description={
          <>
            <Typography.Title level={4} style={{ marginBottom: 4 }}>
              {day === 'today' ? 'No Games Today' : 'No Games Yesterday'}
            </Typography.Title>
            <Text type="secondary">
              {day === 'today'
                ? 'Check back later for new recommendations'
                : "Yesterday's results will appear here when available"}
            </Text>
          </>
        }
      >
        {day === 'today' ? (
          <LinkButton type="primary" to={trendsPath(league)}>
            View All Trends
          </LinkButton>
        ) : (
          <Button type="primary" onClick={onShowToday}>
            View Today&apos;s Games
          </Button>
        )}
      </Empty>
    </Card>
  );
}

/** A locked game: which game it is, and a card's shape without figures under its unlock prompt (memo, as DashboardGame). */
const LockedGameCard = memo(function LockedGameCard({ game }: { game: ComparisonGame }) {
  return (
    <LockedGame matchup={`${game.away_team} at ${game.home_team}`}>
      <GameCardSkeleton locked />
    </LockedGame>
  );
});

export function GamesList({
  day,
  games,
  isLoading,
  error,
  onRetry,
  isVisible,
  onClearFilters,
  onShowToday,
  calendar,
  signedIn,
  viewer,
}: GamesListProps) {
  if (isLoading) {
    return (
      <Flex vertical gap={16}>
        <RetryingNotice />
        <GameGrid>
          {Array.from({ length: DASHBOARD_PLACEHOLDERS }, (_, index) => (
            <GameCardSkeleton key={index} />
          ))}
        </GameGrid>
      </Flex>
    );
  }
  if (error || !games) {
    const dayWord = day === 'today' ? "today's" : "yesterday's";
    return (
      <ErrorCard
        title={`Unable to load ${dayWord} games`}
        message={`Failed to load ${dayWord} games: ${queryErrorMessage(error)}`}
        actions={
          <Button type="primary" danger icon={<ReloadOutlined />} onClick={onRetry}>
            Retry
          </Button>
        }
      />
    );
  }
  if (games.length === 0) return <EmptyDay day={day} onShowToday={onShowToday} />;

  const shown = games
    .map((game, index) => ({ game, locked: isLocked(game, index, signedIn) }))
    .filter(({ game }) => isVisible(game));
  if (shown.length === 0) {
    return (
      <Card>
        <Empty description="No games match these filters">
          <Button onClick={onClearFilters}>Clear filters</Button>
        </Empty>
      </Card>
    );
  }
  return (
    <GameGrid>
      {shown.map(({ game, locked }) =>
        locked ? (
          <LockedGameCard key={game.game_id} game={game} />
        ) : (
          <DashboardGame key={game.game_id} game={game} calendar={calendar} viewer={viewer} />
        ),
      )}
    </GameGrid>
  );
}
