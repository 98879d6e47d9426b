// The game page's prediction card (product rules §2): the pick, the Vantage edge bar (difference / 20, capped at
// 100%; its strength by the card's rule on the margin, §5), View Breakdown, at most 2 key insights, and Full
// Analysis in the modal.
import { useState } from 'react';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { DownOutlined, ExpandOutlined, UpOutlined } from '@ant-design/icons';
import { CategoryBars } from '@/components/category-bars';
import { TeamAvatar } from '@/components/team-avatar';
import { VantageTotal } from '@/components/vantage-total';
import { formatMonthDay } from '@/shared/model/game-time';
import { EDGE_STRENGTH_COLORS, edgeBarWidthPercent, predictionEdgeStrength, SCALE_COLORS } from '@/shared/model/scores';
import type { PredictionCardInput } from '../model/prediction-card';
import { tokenVar } from '@vantage/client/theme';

const STRENGTH_LABELS = { strong: 'Strong edge', moderate: 'Moderate edge', weak: 'Weak edge' } as const;

function EdgeBar({ input }: { input: PredictionCardInput }) {
  const score = input.vantageScore;
  if (!score) {
    return <Typography.Text type="secondary">The Vantage score is computed on game day.</Typography.Text>;
  }
  const difference = score.home - score.away;
  const strength = predictionEdgeStrength(input.margin);
  const leader = score.winner === 'home' ? input.homeTeam : input.awayTeam;
  const color = SCALE_COLORS[EDGE_STRENGTH_COLORS[strength]];
  return (
    <Flex vertical gap={6}>
      <Flex justify="space-between" gap={8} wrap>
        {[
          { team: input.awayTeam, total: score.away },
          { team: input.homeTeam, total: score.home },
        ].map(({ team, total }) => (
          <VantageTotal key={team} name={team} total={total} size="compact" />
        ))}
      </Flex>
      <div
        role="meter"
        aria-label={`Vantage edge: ${leader}, ${Math.max(score.home, score.away).toFixed(1)} – ${Math.min(score.home, score.away).toFixed(1)}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(edgeBarWidthPercent(difference))}
        style={{ height: 10, background: tokenVar('colorFillSecondary'), borderRadius: 5, overflow: 'hidden' }}
      >
        <div
          data-testid="edge-bar-fill"
          style={{ width: `${edgeBarWidthPercent(difference)}%`, height: '100%', background: color, borderRadius: 5 }}
        />
      </div>
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text>
          {leader} +{Math.abs(difference).toFixed(1)}
        </Typography.Text>
        <Tag color={{ strong: 'green', moderate: 'gold', weak: 'orange' }[strength]} style={{ marginInlineEnd: 0 }}>
          {STRENGTH_LABELS[strength]}
        </Tag>
      </Flex>
    </Flex>
  );
}

export function PredictionCard({ input, onFullAnalysis }: { input: PredictionCardInput; onFullAnalysis: () => void }) {
  const [breakdownOpen, setBreakdownOpen] = useState(false);
  const pick =
    input.recommendation === 'neutral' ? null : input.recommendation === 'home' ? input.homeTeam : input.awayTeam;
  return (
    <Card
      title={
        <Flex align="center" gap={8} wrap>
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {input.sport}
          </Tag>
          <span>Vantage Prediction</span>
        </Flex>
      }
      extra={
        <Typography.Text type="secondary">
          {formatMonthDay(input.gameDate)} · {input.gameTime}
        </Typography.Text>
      }
    >
      <Flex vertical gap={16}>
        <Flex align="center" justify="space-between" gap={12} wrap>
          <Flex align="center" gap={8}>
            <TeamAvatar name={input.awayTeam} logo={input.awayTeamLogo} />
            <Typography.Text type="secondary">at</Typography.Text>
            <TeamAvatar name={input.homeTeam} logo={input.homeTeamLogo} />
          </Flex>
          <Flex vertical align="flex-end">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Pick
            </Typography.Text>
            <Typography.Text strong style={{ fontSize: 16 }}>
              {pick ?? 'No pick (neutral)'}
            </Typography.Text>
          </Flex>
        </Flex>
        <Flex gap={24} wrap>
          <Flex vertical>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Confidence
            </Typography.Text>
            <Typography.Text strong>{input.confidence.toFixed(1)}%</Typography.Text>
          </Flex>
          <Flex vertical>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              Algorithm score
            </Typography.Text>
            <Typography.Text strong>{Math.round(input.algorithmScore)}</Typography.Text>
          </Flex>
        </Flex>
        <EdgeBar input={input} />
        {input.vantageScore && (
          <>
            <Button
              type="text"
              block
              icon={breakdownOpen ? <UpOutlined /> : <DownOutlined />}
              aria-expanded={breakdownOpen}
              onClick={() => setBreakdownOpen((open) => !open)}
            >
              View Breakdown
            </Button>
            {breakdownOpen && (
              <CategoryBars
                highlight
                away={{ label: input.awayTeamCode || 'Away', breakdown: input.vantageScore.breakdown.away }}
                home={{ label: input.homeTeamCode || 'Home', breakdown: input.vantageScore.breakdown.home }}
              />
            )}
          </>
        )}
        <div>
          <Typography.Text strong>Key insights</Typography.Text>
          {input.trends.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              No trend data available.
            </Typography.Paragraph>
          ) : (
            input.trends.map((trend) => (
              <Flex key={`${trend.teamCode}-${trend.name}`} justify="space-between" gap={8} style={{ marginTop: 4 }}>
                <Typography.Text>
                  <span aria-hidden style={{ color: SCALE_COLORS[trend.direction === 'up' ? 'green' : 'red'] }}>
                    {trend.direction === 'up' ? '▲ ' : '▼ '}
                  </span>
                  {trend.teamName}: {trend.name}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {trend.description}
                </Typography.Text>
              </Flex>
            ))
          )}
        </div>
        <Button type="primary" icon={<ExpandOutlined />} onClick={onFullAnalysis}>
          Full Analysis
        </Button>
      </Flex>
    </Card>
  );
}
