// product rules §5 "Best bet": the one line that says what a bettor should take and from which price, or no bet,
// with the caveat of a large disagreement with the market. Worded by the shared rule (bet-rules), the same on the
// card, in the modal, on the game page and in the watchlists.
import { Flex } from 'antd';
import { bestBetText, largeGapText } from '@vantage/contracts/bet-rules';
import type { BestBet } from '@vantage/contracts/sports';
import { Text } from '@/shared/components/text';
import { TermHelp } from './term-help';

/** 'Value on ARI at +420 — worth it at +400 or longer', or 'No bet: …'. */
export function bestBetLine(bet: BestBet, abbreviations: { home: string; away: string }): string {
  return bestBetText(bet.kind === 'value' ? bet : null, abbreviations);
}

/** The caveat of a value bet far from the market, or null. */
export function bestBetCaveat(bet: BestBet): string | null {
  return bet.kind === 'value' && bet.large_gap_record ? largeGapText(bet, bet.large_gap_record) : null;
}

export function BestBetLine({ bet, abbreviations }: { bet: BestBet; abbreviations: { home: string; away: string } }) {
  const caveat = bestBetCaveat(bet);
  return (
    <Flex vertical gap={2}>
      <Flex align="center" gap={4} wrap>
        <Text strong>Best bet:</Text>
        <Text data-figure="best-bet">{bestBetLine(bet, abbreviations)}</Text>
        <TermHelp term="bestBet" />
      </Flex>
      {caveat && (
        <Text type="secondary" style={{ fontSize: 12 }} data-figure="best-bet-caveat">
          {caveat}
        </Text>
      )}
    </Flex>
  );
}
