// A game of the dashboard as a card (product rules §2, §5).
import { useState } from 'react';
import { Button, Card, Flex, Tag, Typography, theme } from 'antd';
import { DownOutlined, ExpandOutlined, LoadingOutlined, UpOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import type { Calendar, ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { CategoryBars } from '@/components/category-bars';
import { TeamAvatar } from '@/components/team-avatar';
import { dateLabel } from '@/shared/model/game-time';
import { formatGameStart } from '@vantage/client/game-start';
import {
  CONFIDENCE_LABELS,
  dashboardEdgeStrength,
  evColor,
  formatEv,
  SCALE_COLORS,
  showsMargin,
} from '@/shared/model/scores';
import { vantageOn100 } from '@vantage/contracts/sports-rules';
import { starterText } from '@/shared/model/starter';
import { keyTrends } from '@/shared/model/trends';
import { enhancedPrediction, favouredTeam } from '../model/prediction';
import { tokenVar } from '@vantage/client/theme';
import { teamAbbreviation } from '@/shared/model/teams';

/** product rules §9: up to 4 key trends on the dashboard card. */
const CARD_KEY_TRENDS = 4;

interface GameCardProps {
  game: ComparisonGame;
  calendar: Pick<Calendar, 'today' | 'yesterday'>;
  detail: GameDetail | undefined;
  detailLoading: boolean;
  onOpenDetails: () => void;
  /** Expanding asks for the trends again when they failed to load (product rules §2). */
  onExpand?: () => void;
}

function TeamSide({
  name,
  logo,
  role,
  scoreLabel,
  score,
  winProbability,
  align,
}: {
  name: string;
  logo: string | null;
  role: 'Away' | 'Home';
  scoreLabel: string;
  score: string;
  winProbability: number;
  align: 'start' | 'end';
}) {
  return (
    <Flex vertical align={align === 'start' ? 'flex-start' : 'flex-end'} gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Flex
        align="center"
        gap={8}
        style={{ flexDirection: align === 'start' ? 'row' : 'row-reverse', maxWidth: '100%' }}
      >
        <TeamAvatar name={name} logo={logo} />
        <Flex vertical style={{ minWidth: 0, textAlign: align === 'start' ? 'left' : 'right' }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {role}
          </Typography.Text>
          <Typography.Text strong style={{ lineHeight: 1.25 }}>
            {name}
          </Typography.Text>
        </Flex>
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {scoreLabel}
      </Typography.Text>
      <Typography.Text strong style={{ fontSize: 20, lineHeight: 1.1 }}>
        {score}
      </Typography.Text>
      <Typography.Text style={{ fontSize: 12 }}>{winProbability.toFixed(1)}% Win Prob</Typography.Text>
    </Flex>
  );
}

function StatusBanner({ game }: { game: ComparisonGame }) {
  const { token } = theme.useToken();
  const style = { background: tokenVar('colorFillQuaternary'), borderRadius: token.borderRadius, padding: '6px 10px' };
  if (game.game_status === 'completed' && game.final_score) {
    const { home, away } = game.final_score;
    const homeWon = home > away;
    // The winner's score first, so it reads as the winner's.
    return (
      <Flex vertical style={style}>
        <Typography.Text strong>
          {homeWon ? game.home_team : game.away_team} Won: {Math.max(home, away)} - {Math.min(home, away)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Final: {teamAbbreviation(game, 'away') || game.away_team} {away},{' '}
          {teamAbbreviation(game, 'home') || game.home_team} {home}
        </Typography.Text>
      </Flex>
    );
  }
  const text =
    game.game_status === 'in_progress' ? 'In Progress' : game.game_status === 'postponed' ? 'Postponed' : '0-0-0';
  return (
    <Flex justify="center" style={style}>
      <Typography.Text strong>{text}</Typography.Text>
    </Flex>
  );
}

function EdgeBanner({ game }: { game: ComparisonGame }) {
  const team = favouredTeam(game, game.predicted_winner);
  const strength = dashboardEdgeStrength(game.margin);
  const color = { high: 'green', medium: 'gold', low: 'orange' }[strength];
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={8}
      wrap
      style={{
        border: `1px solid ${tokenVar('colorSuccessBorder')}`,
        background: tokenVar('colorSuccessBg'),
        borderRadius: 8,
        padding: '6px 10px',
      }}
    >
      <Typography.Text strong>
        EDGE: {team ?? 'No clear favourite'}
        {team && `, ${game.win_probability.toFixed(1)}% to win`}
      </Typography.Text>
      {team && (
        <Tag color={color} style={{ marginInlineEnd: 0 }}>
          {strength === 'high' ? 'High' : strength === 'medium' ? 'Medium' : 'Low'} edge
        </Tag>
      )}
    </Flex>
  );
}

function EvFigure({ label, ev }: { label: string; ev: number | null }) {
  const color = evColor(ev);
  return (
    <Flex vertical align="center" style={{ flex: 1 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text strong style={{ color: color ? SCALE_COLORS[color] : undefined }}>
        {formatEv(ev)}
      </Typography.Text>
    </Flex>
  );
}

function ExpectedValue({ game }: { game: ComparisonGame }) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  return (
    <div
      style={{ border: `1px solid ${tokenVar('colorBorderSecondary')}`, borderRadius: token.borderRadius, padding: 8 }}
    >
      <Typography.Text strong style={{ fontSize: 12 }}>
        Expected Value
      </Typography.Text>
      <Flex>
        <EvFigure label={`${teamAbbreviation(game, 'away') || 'Away'} EV`} ev={game.away_ev} />
        <EvFigure label={`${teamAbbreviation(game, 'home') || 'Home'} EV`} ev={game.home_ev} />
      </Flex>
      {!game.access.expected_value && (
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => navigate('/pricing')}>
          Expected value comes with Premium
        </Button>
      )}
    </div>
  );
}

function Analysis({ game, detail, onOpenDetails }: Pick<GameCardProps, 'game' | 'detail' | 'onOpenDetails'>) {
  const { token } = theme.useToken();
  const prediction = enhancedPrediction(game, detail);
  const winner = favouredTeam(game, prediction.winner);
  const trends = keyTrends(detail?.teams ?? [], CARD_KEY_TRENDS);
  const comparison = detail?.vantage_comparison;
  const hasAnalysis = prediction.source === 'comprehensive' || game.has_prediction;
  return (
    <Flex vertical gap={12}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {prediction.source === 'comprehensive' ? 'Comprehensive Analysis' : 'Vantage Analysis'}
      </Typography.Title>
      {hasAnalysis ? (
        <div style={{ background: tokenVar('colorPrimaryBg'), borderRadius: token.borderRadius, padding: 10 }}>
          <Flex justify="space-between" align="center" wrap gap={4}>
            <Typography.Text strong>Enhanced Prediction</Typography.Text>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {CONFIDENCE_LABELS[prediction.confidence]}
            </Tag>
          </Flex>
          <Typography.Paragraph style={{ margin: '6px 0 0' }}>
            {winner ? (
              <>
                Predicted winner: <strong>{winner}</strong> ({prediction.winProbability.toFixed(1)}% win probability)
              </>
            ) : (
              <>Too close to call ({prediction.winProbability.toFixed(1)}% win probability for the favourite)</>
            )}
            {showsMargin(prediction.margin) && <> · ahead by {prediction.margin.toFixed(1)} percentage points</>}
          </Typography.Paragraph>
          {prediction.summary && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {prediction.summary}
            </Typography.Paragraph>
          )}
        </div>
      ) : (
        <Typography.Text type="secondary">No comprehensive analysis available.</Typography.Text>
      )}
      {comparison && (
        <CategoryBars
          away={{ label: teamAbbreviation(game, 'away') || 'Away', breakdown: comparison.away_breakdown }}
          home={{ label: teamAbbreviation(game, 'home') || 'Home', breakdown: comparison.home_breakdown }}
        />
      )}
      <div>
        <Typography.Text strong>Key Trends</Typography.Text>
        {trends.length === 0 ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            No trend data available.
          </Typography.Paragraph>
        ) : (
          <Flex vertical gap={4} style={{ marginTop: 4 }}>
            {trends.map((trend) => (
              <Flex key={`${trend.teamCode}-${trend.name}-${trend.direction}`} justify="space-between" gap={8}>
                <Typography.Text style={{ fontSize: 13 }}>
                  <span aria-hidden style={{ color: SCALE_COLORS[trend.direction === 'up' ? 'green' : 'red'] }}>
                    {trend.direction === 'up' ? '▲' : '▼'}{' '}
                  </span>
                  {trend.teamLabel || trend.teamName} {trend.name}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 13, whiteSpace: 'nowrap' }}>
                  {trend.description}
                </Typography.Text>
              </Flex>
            ))}
          </Flex>
        )}
      </div>
      <Button icon={<ExpandOutlined />} onClick={onOpenDetails}>
        Full Analysis
      </Button>
    </Flex>
  );
}

export function GameCard({ game, calendar, detail, detailLoading, onOpenDetails, onExpand }: GameCardProps) {
  const [expanded, setExpanded] = useState(false);
  const comprehensive = detail?.comprehensive_analysis;
  const score = (side: 'home' | 'away') =>
    comprehensive
      ? `${Math.round(side === 'home' ? comprehensive.home_unified_score : comprehensive.away_unified_score)}%`
      : String(vantageOn100(side === 'home' ? game.home_vantage : game.away_vantage));
  const scoreLabel = comprehensive ? 'Comp Score' : 'Vantage Score';
  const starters = game.away_starter || game.home_starter;

  return (
    <Card size="small" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }} data-testid="game-card">
      <Flex justify="space-between" align="center" gap={8}>
        <Flex align="center" gap={6} wrap>
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            MLB
          </Tag>
          <Typography.Text type="secondary">
            {dateLabel(game.game_date, calendar)} · {formatGameStart(game)}
          </Typography.Text>
        </Flex>
        {/* A spinning icon rather than `loading`: antd animates a loading button's width, which measured the
            layout once per card in the frame the day's details arrived (a long task on a phone). */}
        <Button
          size="small"
          onClick={onOpenDetails}
          disabled={detailLoading}
          aria-busy={detailLoading}
          icon={detailLoading ? <LoadingOutlined /> : undefined}
        >
          Details
        </Button>
      </Flex>
      <Flex gap={12} align="flex-start">
        <TeamSide
          name={game.away_team}
          logo={game.away_team_logo}
          role="Away"
          scoreLabel={scoreLabel}
          score={score('away')}
          winProbability={game.away_win_probability}
          align="start"
        />
        <Typography.Text type="secondary" style={{ alignSelf: 'center', fontWeight: 600 }}>
          @
        </Typography.Text>
        <TeamSide
          name={game.home_team}
          logo={game.home_team_logo}
          role="Home"
          scoreLabel={scoreLabel}
          score={score('home')}
          winProbability={game.home_win_probability}
          align="end"
        />
      </Flex>
      {starters && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Starters: {starterText(game.away_starter)} vs {starterText(game.home_starter)}
        </Typography.Text>
      )}
      {game.game_status !== 'completed' && game.has_prediction && <EdgeBanner game={game} />}
      <StatusBanner game={game} />
      <ExpectedValue game={game} />
      <Button
        type="text"
        block
        icon={expanded ? <UpOutlined /> : <DownOutlined />}
        onClick={() => {
          if (!expanded) onExpand?.();
          setExpanded(!expanded);
        }}
        aria-expanded={expanded}
      >
        {expanded ? 'Hide Analysis' : 'View Analysis'}
      </Button>
      {expanded && <Analysis game={game} detail={detail} onOpenDetails={onOpenDetails} />}
    </Card>
  );
}
