import { Card, Flex, Skeleton } from 'antd';

/** Sized like a collapsed game card, so the list does not jump when the games arrive. */
export const GAME_CARD_MIN_HEIGHT = 372;

/**
 * A card's shape without its figures: while the games load, or, still, under a locked game's prompt (a locked
 * game has no figures to show, and zeros in their place were read out as "0.0 / 60", "50.0% to win").
 */
export function GameCardSkeleton({ locked = false }: { locked?: boolean }) {
  const active = !locked;
  return (
    <Card
      size="small"
      style={{ minHeight: GAME_CARD_MIN_HEIGHT }}
      data-testid={locked ? undefined : 'game-card-skeleton'}
      aria-busy={locked ? undefined : true}
    >
      <Flex vertical gap={16}>
        <Skeleton.Input active={active} size="small" style={{ width: 160 }} />
        <Flex justify="space-between">
          <Skeleton
            avatar={{ size: 40 }}
            active={active}
            title={{ width: 110 }}
            paragraph={{ rows: 2, width: [70, 90] }}
            style={{ width: '45%' }}
          />
          <Skeleton
            avatar={{ size: 40 }}
            active={active}
            title={{ width: 110 }}
            paragraph={{ rows: 2, width: [70, 90] }}
            style={{ width: '45%' }}
          />
        </Flex>
        <Skeleton.Button active={active} block style={{ height: 34 }} />
        <Skeleton.Button active={active} block style={{ height: 34 }} />
        <Skeleton.Button active={active} block style={{ height: 60 }} />
      </Flex>
    </Card>
  );
}
