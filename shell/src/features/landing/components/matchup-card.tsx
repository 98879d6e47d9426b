import { Avatar, Card, Flex, Tag, Typography, theme } from 'antd';
import { formatGameStart } from '@vantage/client/game-start';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import type { ComparisonGame } from '@vantage/contracts/sports';
import { LEAGUE_LABELS, leagueOfGameId } from '@vantage/contracts/sports-rules';
import { useGameDetailQuery } from '@vantage/client/sports-api';
import { LANDING_TRENDS, landingTrends } from '../model/featured';
import { paletteVar, tokenVar } from '@vantage/client/theme';

// Dark enough for a white abbreviation on it, in both themes.
const ADVANTAGE_BADGE = '#237804';
// Text on the advantage row's light green: the theme's success text (darkened for contrast in light mode).
const ADVANTAGE_TEXT = tokenVar('colorSuccessText');

function TeamLine({
  name,
  abbreviation,
  winProbability,
  advantage,
  showFigures,
}: {
  name: string;
  abbreviation: string;
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
      {/* No licensed logos: the abbreviation fans know stands in (product rules §5). */}
      <span role="img" aria-label={`${name} logo`} style={{ display: 'inline-flex', flex: 'none' }}>
        <Avatar aria-hidden style={{ background: advantage ? ADVANTAGE_BADGE : tokenVar('colorTextSecondary') }}>
          {abbreviation}
        </Avatar>
      </span>
      <Typography.Text strong={advantage} style={{ flex: 1, color: advantage ? ADVANTAGE_TEXT : undefined }}>
        {name}
      </Typography.Text>
      {advantage && (
        <Tag color="green" style={{ marginInlineEnd: 0, color: ADVANTAGE_TEXT }}>
          Advantage
        </Tag>
      )}
      {showFigures && <Typography.Text type="secondary">{winProbability.toFixed(1)}%</Typography.Text>}
    </Flex>
  );
}

/** The height of LANDING_TRENDS lines of 13 px text, 8 px apart. */
const TRENDS_HEIGHT = `calc(${LANDING_TRENDS} * 13px * var(--ant-line-height) + ${LANDING_TRENDS - 1} * 8px)`;

/** One of today's real games; the side the model favours is green with 'Advantage'. */
export function MatchupCard({ game, viewer }: { game: ComparisonGame; viewer: string }) {
  const insight = game.access.insight && game.has_prediction;
  const { data: detail } = useGameDetailQuery(insight ? { gameId: game.game_id, viewer } : skipToken);
  const trends = landingTrends(detail?.teams ?? []);
  return (
    <Card size="small" data-testid="landing-matchup" style={{ height: '100%' }}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="center">
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {LEAGUE_LABELS[leagueOfGameId(game.game_id)]}
          </Tag>
          <Typography.Text type="secondary">{formatGameStart(game)}</Typography.Text>
        </Flex>
        <TeamLine
          name={game.away_team}
          abbreviation={game.away_team_abbreviation}
          winProbability={game.away_win_probability}
          advantage={insight && game.predicted_winner === 'away'}
          showFigures={insight}
        />
        <TeamLine
          name={game.home_team}
          abbreviation={game.home_team_abbreviation}
          winProbability={game.home_win_probability}
          advantage={insight && game.predicted_winner === 'home'}
          showFigures={insight}
        />
        {insight ? (
          <>
            {game.predicted_winner === 'neutral' && (
              <Typography.Text type="secondary">Too close to call</Typography.Text>
            )}
            {/* Room for LANDING_TRENDS lines, arrived or not, so the cards and the page below do not move. */}
            <Flex vertical gap={8} style={{ minHeight: TRENDS_HEIGHT }}>
              {trends.map((trend) => (
                <Typography.Text key={trend.text} style={{ fontSize: 13 }}>
                  <span aria-hidden style={{ color: trend.positive ? ADVANTAGE_TEXT : paletteVar('red', 7) }}>
                    {trend.positive ? '▲ ' : '▼ '}
                  </span>
                  {trend.team} {trend.text}
                </Typography.Text>
              ))}
            </Flex>
            <Link to={`/game/${encodeURIComponent(game.game_id)}`}>Full analysis</Link>
          </>
        ) : (
          <Typography.Text type="secondary">
            {game.has_prediction ? (
              <>
                {/* Underlined: inside grey text, colour alone does not mark a link. */}
                <Link to="/signup" style={{ textDecoration: 'underline' }}>
                  Sign up
                </Link>{' '}
                to see the Vantage pick for this game.
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
