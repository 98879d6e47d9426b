import { Card, Flex } from 'antd';
import type { Performance, TrackRecord as MarketRecord } from '@vantage/contracts/sports';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import type { MonthRecord } from '../model/track-record';
import { CalibrationChart } from './calibration-chart';
import { ClosingLineValueCard } from './closing-line-value';
import { EvBuckets } from './ev-buckets';
import { Headline } from './headline';
import { MarketComparison } from './market-comparison';
import { MarketMonths } from './market-months';
import { MonthlyCharts } from './monthly-charts';
import { MonthTable } from './month-table';

/** A season's record: the totals for everyone, the history and calibration with algorithm performance. */
export function TrackRecord({
  performance,
  market,
  months,
  signedIn,
}: {
  performance: Performance;
  market: MarketRecord;
  months: MonthRecord[];
  signedIn: boolean;
}) {
  return (
    <Flex vertical gap={16}>
      <MarketComparison record={market} />
      <EvBuckets record={market} />
      <ClosingLineValueCard record={market} />
      <Headline performance={performance} record={market.record} />
      {performance.access.history ? (
        <>
          <CalibrationChart bins={market.calibration} />
          <MonthlyCharts months={months} />
          <MonthTable months={months} />
          <MarketMonths months={market.by_month} />
        </>
      ) : (
        <Card>
          <UpgradePrompt
            signedIn={signedIn}
            text="The month-by-month history and the calibration chart come with Premium."
          />
        </Card>
      )}
    </Flex>
  );
}
