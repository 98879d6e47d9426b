import { lazy, Suspense } from 'react';
import { Card, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import type { GameDetail } from '@vantage/contracts/sports';
import { formatEv } from '@/shared/model/scores';
import { useNearViewport } from '@/shared/hooks/use-near-viewport';
import {
  bestPriceText,
  consensusNote,
  movementChartLabel,
  movementRows,
  type MovementRow,
} from '../model/line-movement';

// recharts (~100 KB compressed) is no part of the page's first scripts: the chart loads as it comes near the
// viewport, in a box of its height (nothing moves when it arrives).
const LineMovementChart = lazy(() => import('./line-movement-chart'));
const CHART_HEIGHT = 180;

function MovementChart({ rows, home, away }: { rows: MovementRow[]; home: string; away: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const standIn = <div style={{ height: CHART_HEIGHT }} />;
  return (
    <div
      ref={ref}
      role="img"
      aria-label={movementChartLabel(rows, { home, away })}
      data-testid="line-movement-chart"
      style={{ minHeight: CHART_HEIGHT }}
    >
      {near ? (
        <Suspense fallback={standIn}>
          <LineMovementChart rows={rows} home={home} away={away} height={CHART_HEIGHT} />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}

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
      {rows.length > 1 && <MovementChart rows={rows} home={home} away={away} />}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
        {consensusNote(prices)}
      </Typography.Paragraph>
    </Card>
  );
}
