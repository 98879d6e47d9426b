// product rules §2: accuracy over the 3 most recent entries (here: the model's
// recorded calls on the last 3 games either team played), N/A without data; non-premium users get the
// Upgrade to Premium button.
import { Card, Flex, Skeleton, Tag } from 'antd';
import Statistic from 'antd/es/statistic';
import { LinkButton } from '@vantage/client/link-button';
import { Text } from '@/shared/components/text';
import List from 'antd/es/list';
import { isPremiumTier } from '@vantage/contracts/tiers';
import { accuracyOf, formatPercent } from '@/shared/model/accuracy';
import { formatMonthDay } from '@vantage/client/calendar-date';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import type { TeamGames } from '@vantage/contracts/sports';
import { teamAbbreviation } from '@/shared/model/teams';

type TeamGame = TeamGames['games'][number];

/** The recorded call of a game, from the team's season: the same for every viewer. */
function CallOutcome({ game }: { game: TeamGame }) {
  if (game.prediction_correct === null) return <Tag style={{ marginInlineEnd: 0 }}>No call</Tag>;
  const picked = teamAbbreviation(game, game.predicted_winner === 'home' ? 'home' : 'away');
  return game.prediction_correct ? (
    <Tag color="green" style={{ marginInlineEnd: 0 }}>
      {picked} ✓
    </Tag>
  ) : (
    <Tag color="red" style={{ marginInlineEnd: 0 }}>
      {picked} ✗
    </Tag>
  );
}

export function AccuracyWidget({
  calls,
  isLoading,
  viewer,
}: {
  calls: TeamGame[];
  isLoading: boolean;
  viewer: ViewerState;
}) {
  const { percent, correct, counted } = accuracyOf(calls);
  return (
    <Card size="small" title="Prediction Accuracy">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Flex vertical gap={8}>
          <Statistic value={formatPercent(percent)} title="Last 3 calls on these teams" />
          {counted > 0 && (
            <Text type="secondary">
              {correct}/{counted} correct
            </Text>
          )}
          <List
            size="small"
            dataSource={calls}
            locale={{ emptyText: 'No completed games yet' }}
            renderItem={(game) => (
              <List.Item style={{ paddingInline: 0 }}>
                <Flex justify="space-between" gap={8} style={{ width: '100%' }}>
                  <Text style={{ fontSize: 13 }}>
                    {formatMonthDay(game.game_date)} {teamAbbreviation(game, 'away')} @ {teamAbbreviation(game, 'home')}
                  </Text>
                  <CallOutcome game={game} />
                </Flex>
              </List.Item>
            )}
          />
        </Flex>
      )}
      {!isPremiumTier(viewer.tier) && !viewer.tierLoading && (
        <LinkButton type="primary" block style={{ marginTop: 12 }} to="/pricing">
          Upgrade to Premium
        </LinkButton>
      )}
    </Card>
  );
}
