// The team the header search picked: its season record, latest results and next games, each opening the
// game's matchup page.
import { formatGameStart } from '@vantage/client/game-start';
import { Button, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { Text } from '@/shared/components/text';
import List from 'antd/es/list';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ErrorCard } from '@/components/error-card';
import { TeamAvatar } from '@/components/team-avatar';
import { NotFound } from '@vantage/client/not-found';
import { useTeamSeasonGamesQuery } from '@vantage/client/sports-api';
import { seasonName } from '@vantage/contracts/sports-rules';
import { useLeague } from '@/shared/hooks/use-league';
import { formatMonthDay } from '@vantage/client/calendar-date';
import { listingErrorMessage } from '../model/listing';
import { summariseSeason, type TeamGameView } from '../model/team-season';
import { LineRecordsLine } from '@/components/line-records';
import { countsLinedGames } from '@/shared/model/line-records';
import { TermHelp } from '@/components/term-help';

const SHOWN_GAMES = 10;

function GameList({ title, views, empty }: { title: string; views: TeamGameView[]; empty: string }) {
  return (
    <Card size="small" title={title}>
      <List
        size="small"
        dataSource={views}
        locale={{ emptyText: empty }}
        renderItem={(view) => (
          <List.Item>
            <Link to={`/game/${encodeURIComponent(view.game.game_id)}`} style={{ width: '100%' }}>
              <Flex justify="space-between" gap={8}>
                <span>
                  <Text type="secondary">{formatMonthDay(view.game.game_date)}</Text> {view.home ? 'vs' : '@'}{' '}
                  {view.opponent}
                </span>
                {view.result ? (
                  <Tag color={view.won ? 'green' : 'red'} style={{ marginInlineEnd: 0 }}>
                    {view.result}
                  </Tag>
                ) : (
                  <Text type="secondary">{formatGameStart(view.game)}</Text>
                )}
              </Flex>
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );
}

export function TeamSeason({ team, onClose }: { team: string; onClose: () => void }) {
  const league = useLeague();
  const { data, error, isLoading, refetch } = useTeamSeasonGamesQuery({ league, team });
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (error && 'status' in error && error.status === 404) return <NotFound />;
  if (error || !data) {
    return (
      <ErrorCard
        title="Error Loading Games"
        message={listingErrorMessage(error)}
        actions={
          <>
            <Button onClick={onClose}>Back to all games</Button>
            <Button type="primary" onClick={() => refetch()}>
              Retry
            </Button>
          </>
        }
      />
    );
  }
  const summary = summariseSeason(data, SHOWN_GAMES);
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12} wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={onClose}>
          All games
        </Button>
        <TeamAvatar name={data.team.name} abbreviation={data.team.abbreviation} logo={null} />
        <div>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {data.team.name}
          </Typography.Title>
          <Text type="secondary">
            {data.team.division} · {seasonName(league, data.season)} season · {summary.wins}-{summary.losses}
          </Text>
          <Flex align="center" gap={4}>
            <LineRecordsLine lines={data.lines.all} testId="team-line-records" />
            <TermHelp term="lineRecords" />
          </Flex>
          {/* Home and away only where a game counted at its line: two more dashes would say nothing new. */}
          {countsLinedGames(data.lines.all) && (
            <>
              <LineRecordsLine lines={data.lines.home} label="Home" />
              <LineRecordsLine lines={data.lines.away} label="Away" sources />
            </>
          )}
        </div>
      </Flex>
      {data.games.length === 0 ? (
        <Card>
          <Empty description={`No games of the ${data.team.name} in ${seasonName(league, data.season)}.`} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} md={12}>
            <GameList title="Latest results" views={summary.recent} empty="No results yet this season" />
          </Col>
          <Col xs={24} md={12}>
            <GameList title="Next games" views={summary.upcoming} empty="No games left this season" />
          </Col>
        </Row>
      )}
    </Flex>
  );
}
