import { Card, Descriptions, Typography } from 'antd';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { GameDetail } from '@vantage/contracts/sports';
import { formatEv } from '@/shared/model/scores';
import { bestPriceText, consensusNote, movementChartLabel, movementRows } from '../model/line-movement';

const HOME = '#1668dc';
const AWAY = '#d46b08';

/**
 * The best price of each side across the books, the consensus fair probability, the EV at the best price and the
 * line's movement: for whom sees the moneyline (the answer carries no prices otherwise).
 */
export function LineMovementCard({ detail }: { detail: GameDetail }) {
  const prices = detail.market_prices;
  if (!prices) return null;
  const home = detail.home_team_abbreviation;
  const away = detail.away_team_abbreviation;
  const rows = movementRows(prices);
  return (
    <Card size="small" title="Prices and line movement" data-testid="line-movement">
      <Descriptions column={1} size="small" colon={false} labelStyle={{ minWidth: 110 }}>
        <Descriptions.Item label={`${away} best`}>{bestPriceText(prices.best.away)}</Descriptions.Item>
        <Descriptions.Item label={`${home} best`}>{bestPriceText(prices.best.home)}</Descriptions.Item>
        <Descriptions.Item label="Fair probability">
          {`${away} ${prices.fair_away_probability.toFixed(1)}% · ${home} ${prices.fair_home_probability.toFixed(1)}%`}
        </Descriptions.Item>
        <Descriptions.Item label="EV at best price">
          {`${away} ${formatEv(prices.away_ev)} · ${home} ${formatEv(prices.home_ev)}`}
        </Descriptions.Item>
      </Descriptions>
      {rows.length > 1 && (
        <div role="img" aria-label={movementChartLabel(rows, { home, away })} data-testid="line-movement-chart">
          <ResponsiveContainer width="100%" height={180}>
            <LineChart data={rows} margin={{ top: 8, right: 12, left: -16, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} />
              <YAxis unit="%" domain={['dataMin - 2', 'dataMax + 2']} tick={{ fontSize: 11 }} allowDecimals={false} />
              <Tooltip
                formatter={(value, name, item) => [
                  `${Number(value).toFixed(1)}% (${name === home ? item.payload.homePrice : item.payload.awayPrice})`,
                  name,
                ]}
              />
              <Legend verticalAlign="top" height={24} />
              <Line name={away} dataKey="away" stroke={AWAY} isAnimationActive={false} dot />
              <Line name={home} dataKey="home" stroke={HOME} isAnimationActive={false} dot />
            </LineChart>
          </ResponsiveContainer>
        </div>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
        {consensusNote(prices)}
      </Typography.Paragraph>
    </Card>
  );
}
