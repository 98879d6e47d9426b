import { Avatar, Card, Flex, Tag, Typography, theme } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import type { ComparisonGame } from '@vantage/contracts/sports';
import { useLandingGameTrendsQuery } from '../api/landingApi';
import { landingTrends } from '../model/featured';
import { tokenVar } from '@vantage/client/theme';

const ADVANTAGE_GREEN = '#389e0d';

function TeamLine({
  name,
  winProbability,
  advantage,
  showFigures,
}: {
  name: string;
  winProbability: number;
  advantage: boolean;
  showFigures: boolean;
}) {
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      gap={10}
      style={{
        padding: '6px 8px',
        borderRadius: token.borderRadius,
        background: advantage ? tokenVar('colorSuccessBg') : undefined,
        border: `1px solid ${advantage ? tokenVar('colorSuccessBorder') : 'transparent'}`,
      }}
    >
      {/* No licensed logos: the first two letters stand in (spec §2). */}
      <span role="img" aria-label={`${name} logo`} style={{ display: 'inline-flex', flex: 'none' }}>
        <Avatar aria-hidden style={{ background: advantage ? ADVANTAGE_GREEN : tokenVar('colorTextQuaternary') }}>
          {name
            .replace(/[^A-Za-z]/g, '')
            .slice(0, 2)
            .toUpperCase()}
        </Avatar>
      </span>
      <Typography.Text strong={advantage} style={{ flex: 1, color: advantage ? ADVANTAGE_GREEN : undefined }}>
        {name}
      </Typography.Text>
      {advantage && (
        <Tag color="green" style={{ marginInlineEnd: 0 }}>
          Advantage
        </Tag>
      )}
      {showFigures && <Typography.Text type="secondary">{winProbability.toFixed(1)}%</Typography.Text>}
    </Flex>
  );
}

/** One of today's real games; the side the model favours is green with 'Advantage'. */
export function MatchupCard({ game, viewer }: { game: ComparisonGame; viewer: string }) {
  const insight = game.access.insight && game.has_prediction;
  const { data: teams } = useLandingGameTrendsQuery(insight ? { gameId: game.game_id, viewer } : skipToken);
  const trends = landingTrends(teams ?? []);
  return (
    <Card size="small" data-testid="landing-matchup" style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center">
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            MLB
          </Tag>
          <Typography.Text type="secondary">
            {/^\d/.test(game.game_time) ? `${game.game_time} ET` : game.game_time}
          </Typography.Text>
        </Flex>
        <TeamLine
          name={game.away_team}
          winProbability={game.away_win_probability}
          advantage={insight && game.predicted_winner === 'away'}
          showFigures={insight}
        />
        <TeamLine
          name={game.home_team}
          winProbability={game.home_win_probability}
          advantage={insight && game.predicted_winner === 'home'}
          showFigures={insight}
        />
        {insight ? (
          <>
            {game.predicted_winner === 'neutral' && (
              <Typography.Text type="secondary">Too close to call</Typography.Text>
            )}
            {trends.map((trend) => (
              <Typography.Text key={trend.text} style={{ fontSize: 13 }}>
                <span aria-hidden style={{ color: trend.positive ? ADVANTAGE_GREEN : '#cf1322' }}>
                  {trend.positive ? '▲ ' : '▼ '}
                </span>
                {trend.team} {trend.text}
              </Typography.Text>
            ))}
            <Link to={`/game/${encodeURIComponent(game.game_id)}`}>Full analysis</Link>
          </>
        ) : (
          <Typography.Text type="secondary">
            {game.has_prediction ? (
              <>
                <Link to="/signup">Sign up</Link> to see the Vantage pick for this game.
              </>
            ) : (
              'The Vantage pick is published on game day.'
            )}
          </Typography.Text>
        )}
      </Flex>
    </Card>
  );
}
