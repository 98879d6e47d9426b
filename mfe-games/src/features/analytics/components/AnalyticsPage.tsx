// /analytics: the model's recorded track record (product rules §1):
// accuracy and Brier score by month beside the always-home baseline, calibration, and the coin-flip reference. Charts are recharts; this
// page is its own chunk, so the library never loads before the dashboard's first paint.
import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, Row, Select, Skeleton, Statistic, Typography } from 'antd';
import Table from 'antd/es/table';
import { ReloadOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  Bar,
  BarChart,
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
import { queryErrorMessage } from '@vantage/client/error-message';
import type { Performance } from '@vantage/contracts/sports';
import { ErrorCard } from '@/components/ErrorCard';
import { UpgradePrompt } from '@/components/UpgradePrompt';
import { useGamesCalendarQuery, useModelPerformanceQuery } from '@vantage/client/sports-api';
import { useViewer } from '@/shared/hooks/useViewer';
import { brierAxisTicks, COIN_FLIP_BRIER, monthRecords, seasonWindow, type MonthRecord } from '../model/trackRecord';

const SEASONS_SHOWN = 5;
const CHART_HEIGHT = 280;
const BLUE = '#1668dc';
const ORANGE = '#d46b08';
const GREY = '#8c8c8c';
/** The baseline's colour: a neutral grey that stays readable on the dark theme too. */
const BASELINE = '#8c8c8c';
const BASELINE_NAME = 'Always home';
/** Long chart titles wrap on a phone instead of being cut off. */
const WRAPPING_TITLE = { title: { whiteSpace: 'normal' } } as const;
/** A season's months fit a phone's width by name alone; the tooltip names the year too. */
const MONTH_AXIS = { dataKey: 'monthName', tick: { fontSize: 12 }, interval: 0 } as const;
const monthTooltipLabel = (_: unknown, payload: readonly { payload?: MonthRecord }[]) => payload[0]?.payload?.label;
const share = (value: number | null) => (value === null ? 'N/A' : `${(value * 100).toFixed(1)}%`);

function Headline({ performance }: { performance: Performance }) {
  const figures = [
    { title: 'Accuracy', value: share(performance.accuracy) },
    { title: 'Brier score', value: performance.brier?.toFixed(3) ?? 'N/A' },
    { title: 'Log loss', value: performance.log_loss?.toFixed(3) ?? 'N/A' },
    { title: 'Calls correct', value: `${performance.correct}/${performance.counted}` },
    { title: 'Games scored', value: performance.games },
  ];
  const baseline = [
    { title: 'Always-home accuracy', value: share(performance.baseline.accuracy) },
    { title: 'Always-home Brier', value: performance.baseline.brier?.toFixed(3) ?? 'N/A' },
    { title: 'Home wins', value: `${performance.baseline.correct}/${performance.games}` },
  ];
  return (
    <Card size="small">
      <Flex gap={32} wrap>
        {figures.map((figure) => (
          <Statistic key={figure.title} title={figure.title} value={figure.value} />
        ))}
      </Flex>
      <Typography.Title level={5} style={{ margin: '16px 0 4px' }}>
        Baseline: the home team always wins
      </Typography.Title>
      <Flex gap={32} wrap data-testid="baseline-figures">
        {baseline.map((figure) => (
          <Statistic key={figure.title} title={figure.title} value={figure.value} />
        ))}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        Accuracy counts games with a result and a non-neutral call (a neutral call is no pick). The Brier score is the
        mean squared error of the home win probability over every scored game: lower is better, and a coin flip (50%
        every game) scores {COIN_FLIP_BRIER.toFixed(3)}. The baseline picks the home team in every game of the same set,
        so its accuracy is the home teams&apos; win rate; its Brier score gives the home team, each game, the
        league&apos;s home win rate over every result known before that game. Model {performance.model_version ?? 'n/a'}
        ; every prediction was recorded before its game.
      </Typography.Paragraph>
    </Card>
  );
}

function MonthlyCharts({ months }: { months: MonthRecord[] }) {
  const brierTicks = brierAxisTicks(months);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" styles={WRAPPING_TITLE} title="Accuracy by month, beside always home (dashed: 50%)">
          <div
            role="img"
            aria-label={`Accuracy by month: ${months
              .map((m) => `${m.label} model ${m.accuracy ?? 'N/A'}%, always home ${m.baselineAccuracy ?? 'N/A'}%`)
              .join(', ')}`}
          >
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
          <div
            role="img"
            aria-label={`Brier score by month: ${months
              .map((m) => `${m.label} model ${m.brier ?? 'N/A'}, always home ${m.baselineBrier ?? 'N/A'}`)
              .join(', ')}`}
          >
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

function CalibrationChart({ bins }: { bins: Performance['calibration'] }) {
  const used = bins.filter((bin) => bin.games > 0);
  return (
    <Card size="small" styles={WRAPPING_TITLE} title="Calibration: predicted vs observed win rate of the favoured side">
      <div
        data-testid="calibration-chart"
        role="img"
        aria-label={`Calibration: ${used.map((b) => `predicted ${b.predicted}% observed ${b.observed}% over ${b.games} games`).join('; ')}`}
      >
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

function MonthTable({ months }: { months: MonthRecord[] }) {
  return (
    <Card size="small" title="Month by month">
      <Table
        size="small"
        rowKey="month"
        pagination={false}
        scroll={{ x: true }}
        dataSource={months}
        columns={[
          { title: 'Month', dataIndex: 'label' },
          { title: 'Games', dataIndex: 'games', align: 'right' },
          { title: 'Calls', dataIndex: 'counted', align: 'right' },
          { title: 'Correct', dataIndex: 'correct', align: 'right' },
          {
            title: 'Accuracy',
            dataIndex: 'accuracy',
            align: 'right',
            render: (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(1)}%`),
          },
          {
            title: 'Brier',
            dataIndex: 'brier',
            align: 'right',
            render: (value: number | null) => value?.toFixed(4) ?? 'N/A',
          },
          {
            title: 'Always home',
            dataIndex: 'baselineAccuracy',
            align: 'right',
            render: (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(1)}%`),
          },
          {
            title: 'Always-home Brier',
            dataIndex: 'baselineBrier',
            align: 'right',
            render: (value: number | null) => value?.toFixed(4) ?? 'N/A',
          },
        ]}
      />
    </Card>
  );
}

export default function AnalyticsPage() {
  const viewer = useViewer();
  const calendar = useGamesCalendarQuery();
  const currentSeason = calendar.data ? Number(calendar.data.today.slice(0, 4)) : null;
  const [chosenSeason, setSeason] = useState<number | null>(null);
  const season = chosenSeason ?? currentSeason;
  const seasonRange = season !== null && calendar.data ? seasonWindow(season, calendar.data.yesterday) : null;
  // The totals are public; the month-by-month history and calibration come with algorithm performance.
  const performance = useModelPerformanceQuery(
    seasonRange && !viewer.tierLoading ? { ...seasonRange, viewer: viewer.viewer } : skipToken,
  );

  let body;
  if (calendar.isLoading || viewer.tierLoading || performance.isLoading)
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (calendar.error || performance.error || !performance.data)
    body = (
      <ErrorCard
        title="Unable to load the track record"
        message={queryErrorMessage(calendar.error ?? performance.error)}
        actions={
          <Button
            type="primary"
            icon={<ReloadOutlined />}
            onClick={() => (calendar.error ? calendar.refetch() : performance.refetch())}
          >
            Retry
          </Button>
        }
      />
    );
  else if (performance.data.games === 0)
    body = (
      <Card>
        <Empty description={`No scored predictions in ${season}.`} />
      </Card>
    );
  else {
    const months = monthRecords(performance.data.by_month);
    body = (
      <Flex vertical gap={16}>
        <Headline performance={performance.data} />
        {performance.data.access.history ? (
          <>
            <MonthlyCharts months={months} />
            <CalibrationChart bins={performance.data.calibration} />
            <MonthTable months={months} />
          </>
        ) : (
          <Card>
            <UpgradePrompt
              signedIn={viewer.signedIn}
              text="The month-by-month history and the calibration chart come with Premium."
            />
          </Card>
        )}
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="flex-end" wrap gap={12}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Model track record
          </Typography.Title>
          <Typography.Text type="secondary">
            How the Vantage model&apos;s recorded predictions turned out
          </Typography.Text>
        </div>
        {currentSeason !== null && (
          <Select
            aria-label="Season"
            value={season}
            style={{ width: 150 }}
            onChange={setSeason}
            options={Array.from({ length: SEASONS_SHOWN }, (_, index) => currentSeason - index).map((year) => ({
              value: year,
              label: `${year} season`,
            }))}
          />
        )}
      </Flex>
      {body}
    </Flex>
  );
}
