import { Card, Flex, Tag, Typography } from 'antd';
import { Text } from '@/shared/components/text';
import List from 'antd/es/list';
import { Link } from 'react-router-dom';
import { formatMonthDay } from '@vantage/client/calendar-date';
import type { HeadToHead } from '../model/history';
import { teamAbbreviation } from '@/shared/model/teams';
import { leagueOfGameId, seasonName } from '@vantage/contracts/sports-rules';

/** This season's meetings of the two teams, with the series record so far. */
export function HeadToHeadCard({
  h2h,
  gameId,
  homeLabel,
  awayLabel,
  season,
}: {
  h2h: HeadToHead;
  gameId: string;
  /** The teams' abbreviations. */
  homeLabel: string;
  awayLabel: string;
  season: number;
}) {
  const played = h2h.homeWins + h2h.awayWins;
  return (
    <Card size="small" title={`Head-to-head this season (${seasonName(leagueOfGameId(gameId), season)})`}>
      {played > 0 && (
        <Typography.Paragraph strong>
          Series: {homeLabel} {h2h.homeWins} – {h2h.awayWins} {awayLabel}
        </Typography.Paragraph>
      )}
      <List
        size="small"
        dataSource={h2h.meetings}
        locale={{ emptyText: 'The teams do not meet this season.' }}
        renderItem={(game) => {
          const label = `${formatMonthDay(game.game_date)} · ${teamAbbreviation(game, 'away')} @ ${teamAbbreviation(game, 'home')}`;
          return (
            <List.Item style={{ paddingInline: 0 }}>
              <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
                {game.game_id === gameId ? (
                  <Text strong>{label} (this game)</Text>
                ) : (
                  <Link to={`/game/${encodeURIComponent(game.game_id)}`}>{label}</Link>
                )}
                {game.final_score ? (
                  <Tag style={{ marginInlineEnd: 0 }}>
                    {teamAbbreviation(game, 'away')} {game.final_score.away} – {game.final_score.home}{' '}
                    {teamAbbreviation(game, 'home')}
                  </Tag>
                ) : (
                  <Text type="secondary">{game.game_status === 'postponed' ? 'Postponed' : 'Upcoming'}</Text>
                )}
              </Flex>
            </List.Item>
          );
        }}
      />
    </Card>
  );
}
