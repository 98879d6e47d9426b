// The stake-sizing card's content (stake-sizing.tsx loads it as the card comes near the viewport): the Kelly
// stake of the member's bankroll at a chosen fraction (a quarter unless they choose), with a warning when the
// model and the market disagree a lot, and the way to log the bet.
import { useState } from 'react';
import { Alert, Flex } from 'antd';
import Segmented from 'antd/es/segmented';
import { DEFAULT_KELLY_FRACTION } from '@vantage/contracts/bet-book-rules';
import type { ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { BankrollField } from '@/components/bankroll-field';
import { LogBetButton } from '@/components/log-bet';
import { Text } from '@/shared/components/text';
import { useBankroll } from '@/shared/hooks/use-bankroll';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import { KELLY_FRACTIONS, largeGap, SIZING_TEXT, sizeStakes, stakedSide } from '../model/stake-sizing';

function Sizing({ entry, bankroll }: { entry: ComparisonGame | undefined; bankroll: number }) {
  const [fraction, setFraction] = useState<number>(DEFAULT_KELLY_FRACTION);
  if (!entry?.moneyline) return <Text type="secondary">{SIZING_TEXT.noLine}</Text>;
  const sides = sizeStakes(entry, bankroll, fraction);
  if (!sides) return <Text type="secondary">{SIZING_TEXT.locked}</Text>;
  const side = stakedSide(sides);
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={8} wrap>
        <Text strong>{SIZING_TEXT.fraction}</Text>
        <Segmented
          size="small"
          value={fraction}
          onChange={(value) => setFraction(Number(value))}
          options={KELLY_FRACTIONS.map(({ value, label }) => ({ value, label }))}
        />
      </Flex>
      <Text data-figure="kelly-stake">{side ? SIZING_TEXT.stake(side, fraction, bankroll) : SIZING_TEXT.none}</Text>
      {side && (
        <Text type="secondary" style={{ fontSize: 12 }}>
          {SIZING_TEXT.basis(side)}
        </Text>
      )}
      {side && largeGap(side) && (
        <Alert type="warning" showIcon message={SIZING_TEXT.gap(side)} data-testid="kelly-gap-warning" />
      )}
    </Flex>
  );
}

export default function StakeSizingPanel({
  detail,
  entry,
  viewer,
}: {
  detail: GameDetail;
  entry: ComparisonGame | undefined;
  viewer: ViewerState;
}) {
  const { bankroll } = useBankroll(viewer);
  return (
    <Flex vertical gap={12}>
      <BankrollField bankroll={bankroll} cacheKey={viewer.email ?? ''} />
      {bankroll === null ? (
        <Text type="secondary">{SIZING_TEXT.noBankroll}</Text>
      ) : (
        <Sizing entry={entry} bankroll={bankroll} />
      )}
      <LogBetButton gameId={detail.game_id} gameDate={detail.game_date} />
    </Flex>
  );
}
