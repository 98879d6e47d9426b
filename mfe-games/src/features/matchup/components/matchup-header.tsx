import { Flex, Tag, Typography } from 'antd';
import { Text } from '@/shared/components/text';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { formatGameStart } from '@vantage/client/game-start';
import type { GameDetail } from '@vantage/contracts/sports';
import { LEAGUE_LABELS, leagueOfGameId } from '@vantage/contracts/sports-rules';
import { trendsPath } from '@vantage/contracts/ui-routes';
import { formatLongDate } from '@vantage/client/calendar-date';
import { statusText } from '../model/game-facts';

/** The way back to all games, the matchup, its date and start, and its state. */
export function MatchupHeader({ detail }: { detail: GameDetail }) {
  const league = leagueOfGameId(detail.game_id);
  return (
    <div>
      <Link to={trendsPath(league)}>
        <ArrowLeftOutlined /> All {LEAGUE_LABELS[league]} games
      </Link>
      <Typography.Title level={2} style={{ margin: '8px 0 0' }}>
        {detail.away_team} at {detail.home_team}
      </Typography.Title>
      <Flex gap={8} wrap align="center">
        <Text type="secondary">
          {formatLongDate(detail.game_date)} · {formatGameStart(detail)}
        </Text>
        <Tag color={detail.game_status === 'completed' ? 'default' : 'blue'}>{statusText(detail)}</Tag>
      </Flex>
    </div>
  );
}
