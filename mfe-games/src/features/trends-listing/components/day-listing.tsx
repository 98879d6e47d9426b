// product rules §2: today's or yesterday's games, each linking to its matchup page.
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { LinkButton } from '@vantage/client/link-button';
import { Text } from '@/shared/components/text';
import Segmented from 'antd/es/segmented';
import { HomeOutlined, SwapOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { ErrorCard } from '@/components/error-card';
import { useGamesCalendarQuery, useGamesOfDayQuery } from '@vantage/client/sports-api';
import { useViewer } from '@/shared/hooks/use-viewer';
import { useLeague } from '@/shared/hooks/use-league';
import { formatLongDate } from '@vantage/client/calendar-date';
import { LISTING_PLACEHOLDERS, listingErrorMessage } from '../model/listing';
import { TrendGameCard } from './trend-game-card';
import { ReplayNote } from '@/components/replay-note';
import { RetryingNotice } from '@vantage/client/retrying-notice';

export type ListingDay = 'today' | 'yesterday';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: 16,
} as const;

/** Sized like a listing card. */
function Placeholder() {
  return (
    <Card size="small" style={{ height: 164 }} data-testid="trend-game-placeholder" aria-busy>
      <Skeleton active avatar={{ size: 32 }} paragraph={{ rows: 3 }} title={false} />
    </Card>
  );
}

export function DayListing({ day, onDayChange }: { day: ListingDay; onDayChange: (day: ListingDay) => void }) {
  const { viewer } = useViewer();
  const league = useLeague();
  const calendar = useGamesCalendarQuery(league);
  const date = calendar.data?.[day];
  const list = useGamesOfDayQuery(date ? { league, date, viewer } : skipToken);
  const other: ListingDay = day === 'today' ? 'yesterday' : 'today';
  const error = calendar.error ?? list.error;

  let body;
  // currentData: after a switch of day, the other day's games never stand in while this day's load.
  const games = list.currentData;
  if (calendar.isLoading || (list.isFetching && !games) || (!error && !games)) {
    body = (
      <>
        <RetryingNotice />
        <div style={GRID}>
          {Array.from({ length: LISTING_PLACEHOLDERS }, (_, index) => (
            <Placeholder key={index} />
          ))}
        </div>
      </>
    );
  } else if (error || !games) {
    body = (
      <ErrorCard
        title="Error Loading Games"
        message={listingErrorMessage(error)}
        actions={
          <>
            <LinkButton icon={<HomeOutlined />} to="/">
              Go Home
            </LinkButton>
            <Button type="primary" icon={<SwapOutlined />} onClick={() => onDayChange(other)}>
              {day === 'today' ? 'Try Yesterday' : 'Try Today'}
            </Button>
          </>
        }
      />
    );
  } else if (games.length === 0) {
    body = (
      <Card>
        <Empty
          description={
            <>
              <Typography.Title level={4} style={{ marginBottom: 4 }}>
                No Games Available
              </Typography.Title>
              <Text type="secondary">No games found for {day}.</Text>
            </>
          }
        />
      </Card>
    );
  } else {
    body = (
      <div style={GRID}>
        {games.map((game) => (
          <TrendGameCard key={game.game_id} game={game} />
        ))}
      </div>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Segmented
          value={day}
          onChange={(value) => onDayChange(value as ListingDay)}
          options={[
            { value: 'today', label: 'Today' },
            { value: 'yesterday', label: 'Yesterday' },
          ]}
          aria-label="Day"
        />
        <Flex align="center" gap={8} wrap>
          {date && <Text type="secondary">{formatLongDate(date)}</Text>}
          <ReplayNote calendar={calendar.data} />
        </Flex>
      </Flex>
      {body}
    </Flex>
  );
}
