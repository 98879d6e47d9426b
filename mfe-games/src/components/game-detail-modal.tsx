// product rules §2: the full analysis of one game over the page. antd's Modal closes on the X,
// a backdrop click and Escape, and keeps keyboard focus inside while open.
import { startTransition, useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Modal, Row, Skeleton, Spin, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { useGameDetailQuery, type Viewer } from '@vantage/client/sports-api';
import { CONFIDENCE_LABELS, evColor, formatEv, SCALE_COLORS } from '../shared/model/scores';
import { CategoryBars } from './category-bars';
import { TeamTrends } from './team-trends';
import { TeamAvatar } from './team-avatar';
import { VantageTotal } from './vantage-total';
import { teamAbbreviation } from '../shared/model/teams';
import { RetryingNotice } from '@vantage/client/retrying-notice';

/** product rules §9: up to 6 trends per side in the modal. */
export const MODAL_TRENDS_PER_SIDE = 6;

export type ModalGame = Pick<
  ComparisonGame,
  | 'game_id'
  | 'home_team'
  | 'away_team'
  | 'home_team_logo'
  | 'away_team_logo'
  | 'home_team_code'
  | 'away_team_code'
  | 'home_team_abbreviation'
  | 'away_team_abbreviation'
>;

function EvFigure({ label, ev }: { label: string; ev: number | null }) {
  const color = evColor(ev);
  return (
    <Flex vertical>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ color: color ? SCALE_COLORS[color] : undefined, fontSize: 16 }}>
        {formatEv(ev)}
      </Typography.Text>
    </Flex>
  );
}

function ComprehensivePanel({ detail, game }: { detail: GameDetail; game: ModalGame }) {
  const navigate = useNavigate();
  const analysis = detail.comprehensive_analysis;
  if (!analysis) {
    return detail.access.comprehensive_analysis ? null : (
      <Alert
        type="info"
        showIcon
        message="Comprehensive Analysis"
        description={
          <Flex vertical align="flex-start" gap={8}>
            The comprehensive analysis (prediction, expected value and summary) comes with Premium.
            <Button size="small" type="primary" onClick={() => navigate('/pricing')}>
              Upgrade to Premium
            </Button>
          </Flex>
        }
      />
    );
  }
  const winner =
    analysis.predicted_winner === 'neutral'
      ? 'No clear favourite'
      : analysis.predicted_winner === 'home'
        ? game.home_team
        : game.away_team;
  return (
    <Card size="small" title="Comprehensive Analysis">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Prediction
          </Typography.Title>
          <Flex vertical gap={4}>
            <Tag
              color={analysis.confidence === 'high' ? 'green' : analysis.confidence === 'medium' ? 'gold' : 'orange'}
              style={{ width: 'fit-content' }}
            >
              {CONFIDENCE_LABELS[analysis.confidence]}
            </Tag>
            <Typography.Text>
              Winner: <strong>{winner}</strong>
            </Typography.Text>
            <Typography.Text>
              Win probability: <strong>{analysis.win_probability.toFixed(1)}%</strong>
            </Typography.Text>
            <Typography.Text>
              Margin: <strong>{analysis.margin.toFixed(1)} percentage points</strong>
            </Typography.Text>
          </Flex>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Expected Value Integration
          </Typography.Title>
          <Flex gap={24} wrap>
            <EvFigure label="Home EV" ev={analysis.ev_integration.home_ev} />
            <EvFigure label="Away EV" ev={analysis.ev_integration.away_ev} />
            <EvFigure label="Overall EV Impact" ev={analysis.ev_integration.ev_impact} />
          </Flex>
        </Col>
        <Col span={24}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            Analysis Summary
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{analysis.summary}</Typography.Paragraph>
        </Col>
      </Row>
    </Card>
  );
}

function BreakdownPanel({ detail, game }: { detail: GameDetail | undefined; game: ModalGame }) {
  const comparison = detail?.vantage_comparison;
  if (!comparison) {
    return (
      <Card size="small" title="Vantage Breakdown">
        <Typography.Text strong>Vantage Analysis Unavailable</Typography.Text>
        <br />
        <Typography.Text type="secondary">Performance metrics are not available for this game</Typography.Text>
      </Card>
    );
  }
  const sides = [
    { name: game.away_team, code: game.away_team_code, total: comparison.away_score },
    { name: game.home_team, code: game.home_team_code, total: comparison.home_score },
  ];
  const winner = comparison.winner === 'home' ? game.home_team : game.away_team;
  return (
    <Card size="small" title="Vantage Breakdown">
      <Flex vertical gap={12}>
        {!detail?.comprehensive_analysis && (
          <Alert
            type="success"
            message={`${winner} lead on Vantage, ${Math.max(comparison.home_score, comparison.away_score).toFixed(1)} – ${Math.min(comparison.home_score, comparison.away_score).toFixed(1)}`}
          />
        )}
        <Flex gap={16} wrap>
          {sides.map((side) => (
            <VantageTotal
              key={side.name}
              name={side.name}
              total={side.total}
              size="large"
              style={{ flex: '1 1 140px' }}
            />
          ))}
        </Flex>
        <CategoryBars
          highlight
          away={{
            label: teamAbbreviation(game, 'away') || game.away_team.slice(0, 3),
            breakdown: comparison.away_breakdown,
          }}
          home={{
            label: teamAbbreviation(game, 'home') || game.home_team.slice(0, 3),
            breakdown: comparison.home_breakdown,
          }}
        />
      </Flex>
    </Card>
  );
}

/** The analysis summary lines, or the spec's texts for a failed or empty detail. */
function summaryLines(detail: GameDetail | undefined, failed: boolean, game: ModalGame): string[] {
  if (failed || !detail) return [`Unable to load detailed analysis for ${game.home_team} vs ${game.away_team}`];
  if (detail.teams.length === 0) return [`No detailed trends available for ${game.home_team} vs ${game.away_team}`];
  return detail.summary;
}

export function GameDetailModal({
  game,
  viewer,
  open,
  onClose,
}: {
  game: ModalGame;
  viewer: Viewer;
  open: boolean;
  onClose: () => void;
}) {
  const { data: detail, isLoading, isError } = useGameDetailQuery({ gameId: game.game_id, viewer }, { skip: !open });
  const summary = summaryLines(detail, isError, game);
  // The dialog opens at once with the game's title; its body (panels, bars, trends: most of the work) follows
  // in a render React can interrupt, so a tap on Details shows the dialog without waiting for all of it.
  const [bodyShown, setBodyShown] = useState(false);
  useEffect(() => {
    if (open) startTransition(() => setBodyShown(true));
  }, [open]);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width={980}
      style={{ top: 24, maxWidth: 'calc(100vw - 16px)' }}
      destroyOnHidden
      afterClose={() => setBodyShown(false)}
      title={
        <Flex align="center" gap={8} wrap>
          <TeamAvatar name={game.away_team} logo={game.away_team_logo} size={32} />
          <span>{game.away_team}</span>
          <Typography.Text type="secondary">at</Typography.Text>
          <TeamAvatar name={game.home_team} logo={game.home_team_logo} size={32} />
          <span>{game.home_team}</span>
        </Flex>
      }
    >
      {isLoading ? (
        <Flex vertical align="center" gap={12} style={{ padding: 48 }}>
          <Spin />
          <Typography.Text>Loading analysis...</Typography.Text>
          <RetryingNotice />
        </Flex>
      ) : !bodyShown ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={16}>
          {detail && <ComprehensivePanel detail={detail} game={game} />}
          {summary.length > 0 && !detail?.comprehensive_analysis && (
            <Card size="small" title="Analysis Summary">
              {summary.map((line) => (
                <Typography.Paragraph key={line} style={{ marginBottom: 4 }}>
                  {line}
                </Typography.Paragraph>
              ))}
            </Card>
          )}
          <BreakdownPanel detail={detail} game={game} />
          <TeamTrends teams={detail?.teams ?? []} game={game} limit={MODAL_TRENDS_PER_SIDE} />
        </Flex>
      )}
    </Modal>
  );
}
