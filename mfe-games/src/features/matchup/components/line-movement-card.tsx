import { lazy, Suspense, useState } from 'react';
import { Card, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Segmented from 'antd/es/segmented';
import type { GameDetail } from '@vantage/contracts/sports';
import { formatEv } from '@/shared/model/scores';
import { useNearViewport } from '@/shared/hooks/use-near-viewport';
import {
  bestLineEvText,
  bestLineText,
  bestPriceText,
  consensusNote,
  movementChart,
  MOVEMENT_WORDS,
  type MovementChartData,
  type MovementMarket,
} from '../model/line-movement';

// recharts (~100 KB compressed) is no part of the page's first scripts: the chart loads as it comes near the
// viewport, in a box of its height (nothing moves when it arrives).
const LineMovementChart = lazy(() => import('./line-movement-chart'));
const CHART_HEIGHT = 180;
const MARKETS: MovementMarket[] = ['moneyline', 'spread', 'total'];
// The moneyline's rows, then the spread's and the total's, each group a little apart.
const ROWS = { column: 1, size: 'small', colon: false, labelStyle: { minWidth: 124 } } as const;
const LINE_ROWS = { ...ROWS, style: { marginTop: 8 } } as const;

function MovementChart({ chart }: { chart: MovementChartData }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const standIn = <div style={{ height: CHART_HEIGHT }} />;
  return (
    <div
      ref={ref}
      role="img"
      aria-label={chart.description}
      data-testid="line-movement-chart"
      data-market={chart.market}
      style={{ minHeight: CHART_HEIGHT }}
    >
      {near ? (
        <Suspense fallback={standIn}>
          <LineMovementChart chart={chart} height={CHART_HEIGHT} />
        </Suspense>
      ) : (
        standIn
      )}
    </div>
  );
}

/**
 * The best price of each side across the books, the consensus fair probability, the EV at the best price, the best
 * spread and total of each side with their books and EV, and the chosen market's movement: for whom sees the
 * moneyline (the answer carries no prices otherwise).
 */
export function LineMovementCard({ detail }: { detail: GameDetail }) {
  const [market, setMarket] = useState<MovementMarket>('moneyline');
  const prices = detail.market_prices;
  if (!prices) return null;
  const home = detail.home_team_abbreviation;
  const away = detail.away_team_abbreviation;
  const chart = movementChart(prices, market, { home, away });
  const { spread, total } = prices;
  return (
    <Card size="small" title="Prices and line movement" data-testid="line-movement">
      <Descriptions {...ROWS}>
        <Descriptions.Item label={`${away} best`}>{bestPriceText(prices.best.away)}</Descriptions.Item>
        <Descriptions.Item label={`${home} best`}>{bestPriceText(prices.best.home)}</Descriptions.Item>
        <Descriptions.Item label="Fair probability">
          {`${away} ${prices.fair_away_probability.toFixed(1)}% · ${home} ${prices.fair_home_probability.toFixed(1)}%`}
        </Descriptions.Item>
        <Descriptions.Item label="EV at best price">
          {`${away} ${formatEv(prices.away_ev)} · ${home} ${formatEv(prices.home_ev)}`}
        </Descriptions.Item>
      </Descriptions>
      {spread && (
        <Descriptions {...LINE_ROWS} data-testid="best-spread">
          <Descriptions.Item label={`${away} ${MOVEMENT_WORDS.spread}`}>
            {bestLineText(spread.best.away, 'away')}
          </Descriptions.Item>
          <Descriptions.Item label={`${home} ${MOVEMENT_WORDS.spread}`}>
            {bestLineText(spread.best.home, 'home')}
          </Descriptions.Item>
          <Descriptions.Item label={MOVEMENT_WORDS.evAtBestSpread}>
            {bestLineEvText([away, spread.away_ev], [home, spread.home_ev])}
          </Descriptions.Item>
        </Descriptions>
      )}
      {total && (
        <Descriptions {...LINE_ROWS} data-testid="best-total">
          <Descriptions.Item label={MOVEMENT_WORDS.over}>{bestLineText(total.best.over, 'over')}</Descriptions.Item>
          <Descriptions.Item label={MOVEMENT_WORDS.under}>{bestLineText(total.best.under, 'under')}</Descriptions.Item>
          <Descriptions.Item label={MOVEMENT_WORDS.evAtBestTotal}>
            {bestLineEvText([MOVEMENT_WORDS.over, total.over_ev], [MOVEMENT_WORDS.under, total.under_ev])}
          </Descriptions.Item>
        </Descriptions>
      )}
      <Segmented<MovementMarket>
        block
        size="small"
        aria-label={MOVEMENT_WORDS.switchLabel}
        style={{ margin: '12px 0 4px' }}
        value={market}
        onChange={setMarket}
        options={MARKETS.map((m) => ({ value: m, label: MOVEMENT_WORDS.markets[m] }))}
      />
      {chart.rows.length > 1 ? (
        <MovementChart chart={chart} />
      ) : (
        <Typography.Paragraph data-testid="line-movement-too-few" style={{ margin: '8px 0 0' }}>
          {MOVEMENT_WORDS.tooFew(market, chart.rows.length)}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 13 }}>
        {consensusNote(prices)}
        {(spread || total) && ` ${MOVEMENT_WORDS.lineEvNote}`}
      </Typography.Paragraph>
    </Card>
  );
}
