// /analytics: the model's track record (product rules §1), the recorded and the reconstructed predictions apart:
// Vantage against the de-vigged market (scores, calls, returns, the verdict), accuracy and Brier score by month
// beside the always-home baseline, calibration of both, and the coin-flip reference; then how every trend found in
// the season went after it was found. Charts are recharts; this
// page is its own chunk, so the library never loads before the dashboard's first paint.
import type { ReactNode } from 'react';
import { Card, Empty, Flex, Skeleton } from 'antd';
import { queryErrorMessage } from '@vantage/client/error-message';
import { seasonName } from '@vantage/contracts/sports-rules';
import { ErrorCard } from '@/components/error-card';
import { RetryButton } from '@/components/retry-button';
import { useAnalytics } from '../hooks/use-analytics';
import { TrackRecord } from './track-record';
import { RecordPicker } from './record-picker';
import { TrackRecordHeader } from './track-record-header';
import { knownLeagueOnly } from '@/shared/components/known-league-only';
import { TrendsFound } from './trends-found';

function AnalyticsPage() {
  const analytics = useAnalytics();
  const { record } = analytics;

  let body: ReactNode;
  if (analytics.isLoading) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (!record || !analytics.market)
    body = (
      <ErrorCard
        title="Unable to load the track record"
        message={queryErrorMessage(analytics.error)}
        actions={<RetryButton onClick={analytics.retry} />}
      />
    );
  else if (record.games === 0)
    body = (
      <Card>
        <Empty
          description={`No scored predictions of this record in ${analytics.season ? seasonName(analytics.league, analytics.season) : 'this season'}.`}
        />
      </Card>
    );
  else
    body = (
      <TrackRecord
        performance={record}
        market={analytics.market}
        months={analytics.months}
        signedIn={analytics.signedIn}
      />
    );

  return (
    <Flex vertical gap={16}>
      <TrackRecordHeader
        league={analytics.league}
        season={analytics.season}
        seasons={analytics.seasons}
        onLeagueChange={analytics.setLeague}
        onSeasonChange={analytics.setSeason}
      />
      {analytics.market && <RecordPicker track={analytics.market} onChange={analytics.setRecord} />}
      {body}
      {!analytics.isLoading && <TrendsFound league={analytics.league} season={analytics.season} />}
    </Flex>
  );
}

export default knownLeagueOnly(AnalyticsPage);
