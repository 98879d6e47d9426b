import { Card, Flex } from 'antd';
import type { Performance } from '@vantage/contracts/sports';
import { UpgradePrompt } from '@/components/UpgradePrompt';
import type { MonthRecord } from '../model/trackRecord';
import { CalibrationChart } from './CalibrationChart';
import { Headline } from './Headline';
import { MonthlyCharts } from './MonthlyCharts';
import { MonthTable } from './MonthTable';

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
