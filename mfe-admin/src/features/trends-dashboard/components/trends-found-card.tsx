import { Card, Skeleton, Typography } from 'antd';
import type { League } from '@vantage/contracts/sports-rules';
import { TrendsFoundText } from '@vantage/client/trends-found-text';
import { useTrendsFound } from '../hooks/use-trends-found';

/** Every trend found in the season, shown or not, and how it went after it was found (the base rate of the cards). */
export function TrendsFoundCard({ league, season }: { league: League; season: number | undefined }) {
  const state = useTrendsFound(league, season);
  return (
    <Card title="Trends found this season" data-testid="trends-found">
      {state.kind === 'loading' && <Skeleton active paragraph={{ rows: 2 }} />}
      {state.kind === 'error' && (
        <Typography.Text type="danger">The record of the trends found could not be loaded.</Typography.Text>
      )}
      {state.kind === 'ready' && <TrendsFoundText found={state.data} />}
    </Card>
  );
}
