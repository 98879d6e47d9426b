import { Card, Skeleton, Typography } from 'antd';
import type { League } from '@vantage/contracts/sports-rules';
import { trendsFoundText } from '@vantage/client/trends-found';
import { useTrendsFound } from '../hooks/use-trends-found';

/** Every trend found in the season, shown or not, and how it went after it was found (the base rate of the cards). */
export function TrendsFoundCard({ league, season }: { league: League; season: number | undefined }) {
  const state = useTrendsFound(league, season);
  const text = state.kind === 'ready' ? trendsFoundText(state.data) : null;
  return (
    <Card title="Every trend found, after it was found" data-testid="trends-found">
      {state.kind === 'loading' && <Skeleton active paragraph={{ rows: 2 }} />}
      {state.kind === 'error' && (
        <Typography.Text type="danger">The record of the trends found could not be loaded.</Typography.Text>
      )}
      {text && (
        <>
          <Typography.Paragraph strong style={{ marginTop: 0 }}>
            {text.headline}
          </Typography.Paragraph>
          {text.details.map((line) => (
            <Typography.Paragraph key={line} type="secondary" style={{ marginBottom: 8 }}>
              {line}
            </Typography.Paragraph>
          ))}
        </>
      )}
    </Card>
  );
}
