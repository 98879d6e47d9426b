import { Card, Skeleton, Typography } from 'antd';
import type { League } from '@vantage/contracts/sports-rules';
import { TrendsFoundText } from '@vantage/client/trends-found-text';
import { useTrendsFoundQuery } from '@vantage/client/sports-api';

/** Every trend found in the season, shown or not, and how it went after it was found (the base rate of the cards). */
export function TrendsFoundCard({ league, season }: { league: League; season: number | undefined }) {
  const found = useTrendsFoundQuery({ league, season });
  return (
    <Card title="Trends found this season" data-testid="trends-found">
      {found.isFetching && !found.currentData && <Skeleton active paragraph={{ rows: 2 }} />}
      {found.isError && !found.isFetching && (
        <Typography.Text type="danger">The record of the trends found could not be loaded.</Typography.Text>
      )}
      {found.currentData && <TrendsFoundText found={found.currentData} />}
    </Card>
  );
}
