import { Card, Col, Row } from 'antd';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  ZAxis,
} from 'recharts';
import type { Bet } from '@vantage/contracts/bets';
import { paletteVar, tokenVar } from '@vantage/client/theme';
import { Text } from '@/shared/components/text';
import { BETS_TEXT, calibration, cumulativeProfit, profitTooltip, type ProfitPoint } from '../model/bets';

const HEIGHT = 260;
const TITLE = { title: { whiteSpace: 'normal' } } as const;

/** The running profit of the shown bets and their calibration against Vantage's probabilities. */
export function BetsCharts({ bets }: { bets: readonly Bet[] }) {
  const profit = cumulativeProfit(bets);
  const bands = calibration(bets);
  if (profit.length === 0) return null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" styles={TITLE} title={BETS_TEXT.profileChart}>
          <div data-testid="profit-chart" role="img" aria-label={BETS_TEXT.profileChart}>
            <ResponsiveContainer width="100%" height={HEIGHT}>
              <LineChart data={profit} margin={{ top: 8, right: 16, left: -8, bottom: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis
                  type="number"
                  dataKey="bet"
                  domain={[1, 'dataMax']}
                  allowDecimals={false}
                  tick={{ fontSize: 12 }}
                  label={{ value: BETS_TEXT.profitAxis, position: 'insideBottom', offset: -4, fontSize: 12 }}
                />
                <YAxis tick={{ fontSize: 12 }} />
                <Tooltip labelFormatter={(_, payload) => profitTooltip(payload?.[0]?.payload as ProfitPoint)} />
                <ReferenceLine y={0} stroke={tokenVar('colorTextTertiary')} />
                <Line
                  type="stepAfter"
                  dataKey="profit"
                  name="Profit"
                  stroke={paletteVar('blue', 6)}
                  dot={profit.length < 40}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
          <Text type="secondary">{BETS_TEXT.profileChartNote}</Text>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" styles={TITLE} title={BETS_TEXT.calibrationChart}>
          <div data-testid="bets-calibration-chart" role="img" aria-label={BETS_TEXT.calibrationChart}>
            <ResponsiveContainer width="100%" height={HEIGHT}>
              <ScatterChart margin={{ top: 8, right: 16, left: -8, bottom: 8 }}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis type="number" dataKey="predicted" unit="%" domain={[0, 100]} tick={{ fontSize: 12 }} />
                <YAxis type="number" dataKey="observed" unit="%" domain={[0, 100]} tick={{ fontSize: 12 }} />
                <ZAxis type="number" dataKey="bets" range={[40, 400]} name="Bets" />
                <Tooltip cursor={{ strokeDasharray: '3 3' }} />
                <Legend verticalAlign="top" height={28} />
                <ReferenceLine
                  segment={[
                    { x: 0, y: 0 },
                    { x: 100, y: 100 },
                  ]}
                  stroke={tokenVar('colorTextTertiary')}
                  strokeDasharray="4 4"
                />
                <Scatter name="Vantage" data={bands} fill={paletteVar('blue', 6)} isAnimationActive={false} />
                <Scatter
                  name="Price taken"
                  data={bands.map((band) => ({ ...band, predicted: band.priced }))}
                  fill={paletteVar('orange', 6)}
                  shape="diamond"
                  isAnimationActive={false}
                />
              </ScatterChart>
            </ResponsiveContainer>
          </div>
          <Text type="secondary">{BETS_TEXT.calibrationNote}</Text>
        </Card>
      </Col>
    </Row>
  );
}
