import { Card, Flex, Skeleton } from 'antd';

/** Sized like a collapsed game card, so the list does not jump when the games arrive. */
export const GAME_CARD_MIN_HEIGHT = 372;

export function GameCardSkeleton() {
  return (
    <Card size="small" style={{ minHeight: GAME_CARD_MIN_HEIGHT }} data-testid="game-card-skeleton" aria-busy>
      <Flex vertical gap={16}>
        <Skeleton.Input active size="small" style={{ width: 160 }} />
        <Flex justify="space-between">
          <Skeleton
            avatar={{ size: 40 }}
            active
            title={{ width: 110 }}
            paragraph={{ rows: 2, width: [70, 90] }}
            style={{ width: '45%' }}
          />
          <Skeleton
            avatar={{ size: 40 }}
            active
            title={{ width: 110 }}
            paragraph={{ rows: 2, width: [70, 90] }}
            style={{ width: '45%' }}
          />
        </Flex>
        <Skeleton.Button active block style={{ height: 34 }} />
        <Skeleton.Button active block style={{ height: 34 }} />
        <Skeleton.Button active block style={{ height: 60 }} />
      </Flex>
    </Card>
  );
}
