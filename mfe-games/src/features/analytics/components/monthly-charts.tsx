import { Card, Col, Row } from 'antd';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  accuracyChartLabel,
  brierAxisTicks,
  brierChartLabel,
  COIN_FLIP_BRIER,
  type MonthRecord,
} from '../model/track-record';
import { BLUE, CHART_HEIGHT, GREY, WRAPPING_TITLE } from './chart-style';

const ORANGE = '#d46b08';
/** The baseline's colour: a neutral grey that stays readable on the dark theme too. */
const BASELINE = '#8c8c8c';
const BASELINE_NAME = 'Always home';
/** A season's months fit a phone's width by name alone; the tooltip names the year too. */
const MONTH_AXIS = { dataKey: 'monthName', tick: { fontSize: 12 }, interval: 0 } as const;
const monthTooltipLabel = (_: unknown, payload: readonly { payload?: MonthRecord }[]) => payload[0]?.payload?.label;

/** Calls correct and Brier score by month, each beside always home. */
export function MonthlyCharts({ months }: { months: MonthRecord[] }) {
  const brierTicks = brierAxisTicks(months);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" styles={WRAPPING_TITLE} title="Calls correct by month, beside always home (dashed: 50%)">
          <div role="img" aria-label={accuracyChartLabel(months)}>
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              <BarChart data={months} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis {...MONTH_AXIS} />
                <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" tick={{ fontSize: 12 }} />
                <Tooltip formatter={(value, name) => [`${value}%`, name]} labelFormatter={monthTooltipLabel} />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <ReferenceLine y={50} stroke={GREY} strokeDasharray="4 4" />
                <Bar
                  isAnimationActive={false}
                  dataKey="accuracy"
                  name="Vantage model"
                  fill={BLUE}
                  radius={[4, 4, 0, 0]}
                />
                <Bar
                  isAnimationActive={false}
                  dataKey="baselineAccuracy"
                  name={BASELINE_NAME}
                  fill={BASELINE}
                  radius={[4, 4, 0, 0]}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card
          size="small"
          styles={WRAPPING_TITLE}
          title="Brier score by month, beside always home (lower is better; dashed: coin flip)"
        >
          <div role="img" aria-label={brierChartLabel(months)}>
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              <LineChart data={months} margin={{ top: 8, right: 8, left: -8, bottom: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis {...MONTH_AXIS} padding={{ left: 14, right: 14 }} />
                <YAxis
                  domain={[brierTicks[0], brierTicks[brierTicks.length - 1]]}
                  ticks={brierTicks}
                  tick={{ fontSize: 12 }}
                  tickFormatter={(value: number) => value.toFixed(2)}
                />
                <Tooltip
                  formatter={(value, name) => [Number(value).toFixed(4), name]}
                  labelFormatter={monthTooltipLabel}
                />
                <Legend wrapperStyle={{ fontSize: 12 }} />
                <ReferenceLine y={COIN_FLIP_BRIER} stroke={GREY} strokeDasharray="4 4" />
                <Line
                  isAnimationActive={false}
                  dataKey="brier"
                  name="Vantage model"
                  stroke={ORANGE}
                  strokeWidth={2}
                  dot={{ r: 3 }}
                  connectNulls
                />
                <Line
                  isAnimationActive={false}
                  dataKey="baselineBrier"
                  name={BASELINE_NAME}
                  stroke={BASELINE}
                  strokeWidth={2}
                  strokeDasharray="6 3"
                  dot={{ r: 3 }}
                  connectNulls
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </Card>
      </Col>
    </Row>
  );
}
