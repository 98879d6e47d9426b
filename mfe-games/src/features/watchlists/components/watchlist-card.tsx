import { Button, Card, Empty, Flex, Skeleton, Tag } from 'antd';
import Switch from 'antd/es/switch';
import { Text } from '@/shared/components/text';
import List from 'antd/es/list';
import Popconfirm from 'antd/es/popconfirm';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import {
  useUpdateWatchlistMutation,
  useDeleteWatchlistMutation,
  useWatchlistTodayQuery,
} from '@vantage/client/watchlists-api';
import type { Watchlist, WatchlistToday } from '@vantage/contracts/watchlists';
import { BestBetLine } from '@/components/best-bet';
import { LogBetButton } from '@/components/log-bet';
import { figuresOfGame, formatPick, formatProbability } from '@/shared/model/figures';
import { formatEv } from '@/shared/model/scores';
import { teamAbbreviation } from '@/shared/model/teams';
import { leaguesText } from '../model/watchlists';

type Match = WatchlistToday['matches'][number];

/**
 * One matching game: the matchup (to its page), the start, and the pick as the member's plan shows it, in the
 * other screens' words and figures (away side first, as the matchup reads), and logging a bet on it.
 */
function MatchRow({ match }: { match: Match }) {
  const { game } = match;
  const abbreviations = { home: teamAbbreviation(game, 'home'), away: teamAbbreviation(game, 'away') };
  const pick = !game.access.insight
    ? null
    : formatPick(figuresOfGame(game), { home: game.home_team, away: game.away_team });
  const ev =
    game.access.expected_value && game.home_ev !== null && game.away_ev !== null
      ? `EV ${abbreviations.away} ${formatEv(game.away_ev)}, ${abbreviations.home} ${formatEv(game.home_ev)}`
      : null;
  return (
    <List.Item style={{ paddingInline: 0 }}>
      <Flex vertical gap={2} style={{ width: '100%' }}>
        <Flex gap={8} align="center" wrap>
          <Tag style={{ marginInlineEnd: 0 }}>{match.league.toUpperCase()}</Tag>
          <Link to={`/game/${encodeURIComponent(game.game_id)}`}>{game.matchup}</Link>
          <Text type="secondary">{game.game_time}</Text>
        </Flex>
        {pick && (
          <Text>
            Pick: <span data-figure="pick">{pick}</span>
            {game.predicted_winner !== 'neutral' && (
              <>
                {' '}
                (<span data-figure="win-probability">{formatProbability(game.win_probability)}</span> to win)
              </>
            )}
          </Text>
        )}
        {ev && (
          <Text type="secondary" data-figure="ev">
            {ev}
          </Text>
        )}
        {game.best_bet && <BestBetLine bet={game.best_bet} abbreviations={abbreviations} />}
        <LogBetButton gameId={game.game_id} gameDate={game.game_date} />
      </Flex>
    </List.Item>
  );
}

function TodayMatches({ id, cacheKey }: { id: string; cacheKey: string }) {
  const { data, isLoading, isError } = useWatchlistTodayQuery({ id, cacheKey });
  if (isLoading) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (isError || !data) return <Text type="danger">Today's games could not be read.</Text>;
  if (data.matches.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No game today matches this watchlist." />;
  return (
    <List
      size="small"
      dataSource={data.matches}
      rowKey={(m) => m.game.game_id}
      renderItem={(match) => <MatchRow match={match} />}
    />
  );
}

/** A watchlist: what it asks, its alert switch, edit and delete, and today's games that match. */
export function WatchlistCard({
  watchlist,
  cacheKey,
  onEdit,
}: {
  watchlist: Watchlist;
  cacheKey: string;
  onEdit: () => void;
}) {
  const [update, updating] = useUpdateWatchlistMutation();
  const [remove, removing] = useDeleteWatchlistMutation();
  return (
    <Card
      title={watchlist.name}
      className="watchlist-card"
      extra={
        <Flex gap={4}>
          <Button type="text" icon={<EditOutlined />} onClick={onEdit} aria-label={`Edit ${watchlist.name}`} />
          <Popconfirm
            title={`Delete "${watchlist.name}"?`}
            okText="Delete"
            okButtonProps={{ danger: true, loading: removing.isLoading }}
            onConfirm={() => remove({ id: watchlist.id })}
          >
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Delete ${watchlist.name}`} />
          </Popconfirm>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={6} wrap>
          <Tag>{leaguesText(watchlist.leagues)}</Tag>
          {watchlist.teams.length === 0 ? (
            <Tag>Any team</Tag>
          ) : (
            watchlist.teams.map((t) => <Tag key={`${t.league}:${t.code}`}>{t.name}</Tag>)
          )}
          {watchlist.situations.map((s, i) => (
            <Tag key={i} bordered={false}>
              {s.description}
            </Tag>
          ))}
        </Flex>
        <Flex gap={8} align="center">
          <Switch
            size="small"
            checked={watchlist.alerts}
            loading={updating.isLoading}
            onChange={(alerts) => update({ id: watchlist.id, patch: { alerts } })}
            aria-label={`Alerts for ${watchlist.name}`}
          />
          <Text type="secondary">
            {watchlist.alerts_paused
              ? "Alerts paused: beyond your plan's number of watchlists"
              : watchlist.alerts
                ? 'In your daily email when a game today matches'
                : 'No email'}
          </Text>
        </Flex>
        <div>
          <Text strong>Today's games that match</Text>
          <TodayMatches id={watchlist.id} cacheKey={`${cacheKey}|${watchlist.updated_at}`} />
        </div>
      </Flex>
    </Card>
  );
}
