import { Card } from 'antd';
import { Text } from '@/shared/components/text';
import {
  CartesianGrid,
  Legend,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import type { TrackRecord } from '@vantage/contracts/sports';
import { calibrationChartLabel } from '../model/track-record';
import { BLUE, CHART_HEIGHT, GREY, ORANGE, WRAPPING_TITLE } from './chart-style';

/** Predicted against observed win rate of the favoured side, by band of forecasts: Vantage and the market. */
export function CalibrationChart({ bins }: { bins: TrackRecord['calibration'] }) {
  const vantage = bins.flatMap((b) => (b.vantage ? [b.vantage] : []));
  const market = bins.flatMap((b) => (b.market ? [b.market] : []));
  return (
    <Card size="small" styles={WRAPPING_TITLE} title="Calibration: predicted vs observed win rate of the favoured side">
      <div data-testid="calibration-chart" role="img" aria-label={calibrationChartLabel(bins)}>
        <ResponsiveContainer width="100%" height={CHART_HEIGHT + 60}>
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
              domain={[30, 100]}
              ticks={[30, 40, 50, 60, 70, 80, 90, 100]}
              tick={{ fontSize: 12 }}
            />
            <ZAxis type="number" dataKey="games" range={[40, 400]} name="Games" />
            <Tooltip cursor={{ strokeDasharray: '3 3' }} />
            <Legend verticalAlign="top" height={28} />
            <ReferenceLine
              segment={[
                { x: 50, y: 50 },
                { x: 100, y: 100 },
              ]}
              stroke={GREY}
              strokeDasharray="4 4"
            />
            <Scatter name="Vantage" isAnimationActive={false} data={vantage} fill={BLUE} />
            <Scatter name="Market (de-vigged)" isAnimationActive={false} data={market} fill={ORANGE} shape="diamond" />
          </ScatterChart>
        </ResponsiveContainer>
      </div>
      <Text type="secondary">
        Each point is a band of forecasts (size: games), on the games both priced. On the dashed diagonal, a forecast of
        60% comes true 60% of the time.
      </Text>
    </Card>
  );
}
