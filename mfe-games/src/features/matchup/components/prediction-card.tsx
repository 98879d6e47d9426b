// The game page's prediction card (product rules §2): the pick's figures as on the card and in the modal, the
// Vantage lead bar (difference / 20, capped at 100%), View Breakdown, at most 2 key insights, and Full Analysis.
import { useState } from 'react';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { Text } from '@/shared/components/text';
import { PickFigures } from '@/components/pick-figures';
import { BestBetLine } from '@/components/best-bet';
import { DownOutlined, ExpandOutlined, UpOutlined } from '@ant-design/icons';
import { CategoryBars } from '@/components/category-bars';
import { TeamAvatar } from '@/components/team-avatar';
import { EDGE_STRENGTH_COLORS, edgeBarWidthPercent, SCALE_COLORS } from '@/shared/model/scores';
import type { PredictionCardInput } from '../model/prediction-card';
import { tokenVar } from '@vantage/client/theme';

/** The Vantage lead as a bar (difference / 20, capped at 100%), in the pick's colour of confidence. */
function VantageLead({ input }: { input: PredictionCardInput }) {
  const score = input.vantageScore;
  if (!score || !input.figures) {
    return <Text type="secondary">The Vantage score is computed on game day.</Text>;
  }
  const difference = score.home - score.away;
  const leader = score.winner === 'home' ? input.homeTeam : input.awayTeam;
  const color = SCALE_COLORS[EDGE_STRENGTH_COLORS[input.figures.confidence]];
  return (
    <Flex vertical gap={6}>
      <div
        role="meter"
        aria-label={`Vantage lead: ${leader}, ${Math.max(score.home, score.away).toFixed(1)} – ${Math.min(score.home, score.away).toFixed(1)}`}
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
      <Text type="secondary">
        Vantage lead: {leader} +{Math.abs(difference).toFixed(1)}
      </Text>
    </Flex>
  );
}

export function PredictionCard({ input, onFullAnalysis }: { input: PredictionCardInput; onFullAnalysis: () => void }) {
  const [breakdownOpen, setBreakdownOpen] = useState(false);
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
    >
      <Flex vertical gap={16}>
        <Flex align="center" gap={8}>
          <TeamAvatar name={input.awayTeam} abbreviation={input.awayAbbreviation} logo={input.awayTeamLogo} />
          <Text type="secondary">at</Text>
          <TeamAvatar name={input.homeTeam} abbreviation={input.homeAbbreviation} logo={input.homeTeamLogo} />
        </Flex>
        {input.figures && (
          <PickFigures figures={input.figures} teams={{ home: input.homeTeam, away: input.awayTeam }} />
        )}
        {input.bestBet && (
          <BestBetLine
            bet={input.bestBet}
            abbreviations={{ home: input.homeAbbreviation, away: input.awayAbbreviation }}
          />
        )}
        <VantageLead input={input} />
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
                away={{ label: input.awayAbbreviation || 'Away', breakdown: input.vantageScore.breakdown.away }}
                home={{ label: input.homeAbbreviation || 'Home', breakdown: input.vantageScore.breakdown.home }}
              />
            )}
          </>
        )}
        <div>
          <Text strong>Key insights</Text>
          {input.trends.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              No trend data available.
            </Typography.Paragraph>
          ) : (
            input.trends.map((trend) => (
              <Flex key={`${trend.teamCode}-${trend.name}`} justify="space-between" gap={8} style={{ marginTop: 4 }}>
                <Text>
                  <span aria-hidden style={{ color: SCALE_COLORS[trend.direction === 'up' ? 'green' : 'red'] }}>
                    {trend.direction === 'up' ? '▲ ' : '▼ '}
                  </span>
                  {trend.teamName}: {trend.name}
                </Text>
                <Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {trend.description}
                </Text>
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
