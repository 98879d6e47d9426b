// The stake-sizing card's content (stake-sizing.tsx loads it as the card comes near the viewport): the Kelly
// stake of the member's bankroll at a chosen fraction (a quarter unless they choose), at the moneyline and on the
// best-EV side of the spread and of the total the game has, with a warning when the model and the market disagree
// a lot, and the way to log the bet.
import { useState } from 'react';
import { Alert, Flex } from 'antd';
import Segmented from 'antd/es/segmented';
import { DEFAULT_KELLY_FRACTION, type BetMarket } from '@vantage/contracts/bet-book-rules';
import type { ComparisonGame, GameDetail } from '@vantage/contracts/sports';
import { BankrollField } from '@/components/bankroll-field';
import { LogBetButton } from '@/components/log-bet';
import { Text } from '@/shared/components/text';
import { useBankroll } from '@/shared/hooks/use-bankroll';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import {
  KELLY_FRACTIONS,
  largeGap,
  SIZING_TEXT,
  sizeLineStakes,
  sizeStakes,
  stakedSide,
  type SideSizing,
} from '../model/stake-sizing';

/** One market's sized side: the stake (or why none), what it rests on, and the warning of a large gap. */
function SizedSide({
  side,
  none,
  figure,
  fraction,
  bankroll,
}: {
  side: SideSizing | null;
  none: string;
  figure: string;
  fraction: number;
  bankroll: number;
}) {
  return (
    <>
      <Text data-figure={figure}>{side ? SIZING_TEXT.stake(side, fraction, bankroll) : none}</Text>
      {side && (
        <Text type="secondary" style={{ fontSize: 12 }}>
          {SIZING_TEXT.basis(side)}
        </Text>
      )}
      {side && largeGap(side) && (
        <Alert type="warning" showIcon message={SIZING_TEXT.gap(side)} data-testid="kelly-gap-warning" />
      )}
    </>
  );
}

function Sizing({ entry, bankroll }: { entry: ComparisonGame | undefined; bankroll: number }) {
  const [fraction, setFraction] = useState<number>(DEFAULT_KELLY_FRACTION);
  if (!entry || (!entry.moneyline && !entry.spread && !entry.total))
    return <Text type="secondary">{SIZING_TEXT.noLine}</Text>;
  const sides = sizeStakes(entry, bankroll, fraction);
  const lines = sizeLineStakes(entry, bankroll, fraction);
  // The EV is locked below Basic: at the moneyline and on the lines alike.
  if (!sides && !lines) return <Text type="secondary">{SIZING_TEXT.locked}</Text>;
  const heading = (market: BetMarket) => (
    <Text strong style={{ fontSize: 13 }}>
      {SIZING_TEXT.market(market)}
    </Text>
  );
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
      {lines && heading('moneyline')}
      {sides ? (
        <SizedSide
          side={stakedSide(sides)}
          none={SIZING_TEXT.none}
          figure="kelly-stake"
          fraction={fraction}
          bankroll={bankroll}
        />
      ) : (
        <Text type="secondary">{SIZING_TEXT.noMoneyline}</Text>
      )}
      {lines?.map((best) => (
        <Flex vertical gap={8} key={best.market} data-testid={`stake-sizing-${best.market}`}>
          {heading(best.market)}
          <SizedSide
            side={best.stake > 0 ? best : null}
            none={SIZING_TEXT.noLineStake(best)}
            figure={`kelly-stake-${best.market}`}
            fraction={fraction}
            bankroll={bankroll}
          />
        </Flex>
      ))}
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
