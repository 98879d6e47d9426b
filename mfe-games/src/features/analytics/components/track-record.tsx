import { Card, Flex } from 'antd';
import type { Performance } from '@vantage/contracts/sports';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import type { MonthRecord } from '../model/track-record';
import { CalibrationChart } from './calibration-chart';
import { Headline } from './headline';
import { MonthlyCharts } from './monthly-charts';
import { MonthTable } from './month-table';

/** A season's record: the totals for everyone, the history and calibration with algorithm performance. */
export function TrackRecord({
  performance,
  months,
  signedIn,
}: {
  performance: Performance;
  months: MonthRecord[];
  signedIn: boolean;
}) {
  return (
    <Flex vertical gap={16}>
      <Headline performance={performance} />
      {performance.access.history ? (
        <>
          <MonthlyCharts months={months} />
          <CalibrationChart bins={performance.calibration} />
          <MonthTable months={months} />
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
