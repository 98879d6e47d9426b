import { Card, Typography } from 'antd';
import {
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import type { Performance } from '@vantage/contracts/sports';
import { calibrationChartLabel, usedBins } from '../model/track-record';
import { BLUE, CHART_HEIGHT, GREY, WRAPPING_TITLE } from './chart-style';

/** Predicted against observed win rate of the favoured side, by band of forecasts. */
export function CalibrationChart({ bins }: { bins: Performance['calibration'] }) {
  const used = usedBins(bins);
  return (
    <Card size="small" styles={WRAPPING_TITLE} title="Calibration: predicted vs observed win rate of the favoured side">
      <div data-testid="calibration-chart" role="img" aria-label={calibrationChartLabel(used)}>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT + 40}>
          <ScatterChart margin={{ top: 8, right: 16, left: -8, bottom: 16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis
              type="number"
              dataKey="predicted"
              name="Predicted"
              unit="%"
              domain={[50, 100]}
              ticks={[50, 60, 70, 80, 90, 100]}
              tick={{ fontSize: 12 }}
              label={{ value: 'predicted', position: 'insideBottom', offset: -8, fontSize: 12 }}
            />
            <YAxis
              type="number"
              dataKey="observed"
              name="Observed"
              unit="%"
              domain={[40, 100]}
              ticks={[40, 50, 60, 70, 80, 90, 100]}
              tick={{ fontSize: 12 }}
            />
            <ZAxis type="number" dataKey="games" range={[40, 400]} name="Games" />
            <Tooltip cursor={{ strokeDasharray: '3 3' }} />
            <ReferenceLine
              segment={[
                { x: 50, y: 50 },
                { x: 100, y: 100 },
              ]}
              stroke={GREY}
              strokeDasharray="4 4"
            />
            <Scatter isAnimationActive={false} data={used} fill={BLUE} />
          </ScatterChart>
        </ResponsiveContainer>
      </div>
      <Typography.Text type="secondary">
        Each point is a band of forecasts (size: games). On the dashed diagonal, a forecast of 60% comes true 60% of the
        time.
      </Typography.Text>
    </Card>
  );
}
