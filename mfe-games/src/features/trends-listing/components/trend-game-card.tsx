import { Card, Flex, Skeleton, Tag } from 'antd';
import { Text } from '@/shared/components/text';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { ComparisonGame } from '@vantage/contracts/sports';
import { useMemberPreview } from '@vantage/client/first-render';
import { TeamAvatar } from '@/components/team-avatar';
import { formatGameStart } from '@vantage/client/game-start';
import { SCALE_COLORS } from '@/shared/model/scores';
import { teamAbbreviation } from '@/shared/model/teams';
import { formatMomentum, trendCountText } from '../model/listing';

function TeamRow({
  name,
  abbreviation,
  logo,
  momentum,
  score,
  home = false,
}: {
  name: string;
  abbreviation: string;
  logo: string | null;
  momentum: number | null;
  score?: number;
  /** The home side reads "@ Team", as listings write a game (away first, then "@ home"). */
  home?: boolean;
}) {
  return (
    <Flex align="center" gap={8}>
      <Text type="secondary" style={{ width: 14, textAlign: 'center' }} aria-hidden>
        {home ? '@' : ''}
      </Text>
      <TeamAvatar name={name} abbreviation={abbreviation} logo={logo} size={32} />
      <Text strong style={{ flex: 1 }}>
        {name}
      </Text>
      {score !== undefined && <Text strong>{score}</Text>}
      {momentum !== null && (
        <Text
          style={{
            width: 56,
            textAlign: 'right',
            fontSize: 12,
            color: momentum === 0 ? undefined : SCALE_COLORS[momentum > 0 ? 'green' : 'red'],
          }}
          aria-label={`momentum ${formatMomentum(momentum)}`}
        >
          {formatMomentum(momentum)}
        </Text>
      )}
    </Flex>
  );
}

/** product rules §2 trends listing card: links to the matchup page; the id shown by its last 6 characters. */
export function TrendGameCard({ game }: { game: ComparisonGame }) {
  // A guest's locked games carry default figures: show none rather than zeros that look real.
  const insight = game.access.insight;
  const preview = useMemberPreview();
  return (
    <Link
      to={`/game/${encodeURIComponent(game.game_id)}`}
      style={{ display: 'block' }}
      aria-label={`${game.away_team} at ${game.home_team}`}
    >
      <Card size="small" hoverable data-testid="trend-game-card">
        <Flex vertical gap={8}>
          <Flex justify="space-between" align="center">
            <Text type="secondary">{formatGameStart(game)}</Text>
            {insight && (
              <Text type="secondary" style={{ fontSize: 12 }}>
                momentum
              </Text>
            )}
          </Flex>
          <TeamRow
            name={game.away_team}
            abbreviation={teamAbbreviation(game, 'away')}
            logo={game.away_team_logo}
            momentum={insight ? game.away_momentum : null}
            score={game.final_score?.away}
          />
          <TeamRow
            name={game.home_team}
            abbreviation={teamAbbreviation(game, 'home')}
            logo={game.home_team_logo}
            momentum={insight ? game.home_momentum : null}
            score={game.final_score?.home}
            home
          />
          <Flex justify="space-between" align="center" wrap gap={4}>
            {insight ? (
              <Tag color={game.total_trends > 0 ? 'blue' : 'default'} style={{ marginInlineEnd: 0 }}>
                {trendCountText(game.total_trends)}
              </Tag>
            ) : preview ? (
              // A member sees the game's trends: their count is on its way.
              <Skeleton.Button active size="small" style={{ width: 64, height: 22 }} />
            ) : (
              <Tag icon={<LockOutlined />} style={{ marginInlineEnd: 0 }}>
                Sign in for trends
              </Tag>
            )}
          </Flex>
        </Flex>
      </Card>
    </Link>
  );
}
