import { Card, Skeleton, Typography } from 'antd';
import type { League } from '@vantage/contracts/sports';
import { TrendsFoundText } from '@vantage/client/trends-found-text';
import { useTrendsFoundQuery } from '@vantage/client/sports-api';

/**
 * The record of every trend found in the season, shown or not: the base rate a card's "holding up" is read
 * against (a card shows a trend only while it still qualifies).
 */
export function TrendsFound({ league, season }: { league: League; season: number | null }) {
  const found = useTrendsFoundQuery({ league, season: season ?? undefined });
  return (
    <Card size="small" title="Trends after they were found" data-testid="trends-found">
      {found.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : found.data ? (
        <TrendsFoundText found={found.data} />
      ) : (
        <Typography.Text type="secondary">The record of the trends found could not be loaded.</Typography.Text>
      )}
    </Card>
  );
}
