import { Card, Flex } from 'antd';
import Statistic from 'antd/es/statistic';
import type { BetTotals } from '@vantage/contracts/bets';
import { Text } from '@/shared/components/text';
import { formatAmount } from '@/shared/model/bet-slip';
import { formatPercent, formatSigned, recordText, TOTAL_LABELS } from '../model/bets';

/** Bets, won-lost-pushed, staked, profit, ROI and mean CLV of what the label says. */
export function BetsTotals({ label, totals }: { label: string; totals: BetTotals }) {
  const figures = [
    { key: 'bets', title: TOTAL_LABELS.bets, value: String(totals.bets) },
    { key: 'record', title: TOTAL_LABELS.record, value: recordText(totals) },
    { key: 'staked', title: TOTAL_LABELS.staked, value: formatAmount(totals.staked) },
    { key: 'profit', title: TOTAL_LABELS.profit, value: formatSigned(totals.profit) },
    { key: 'roi', title: TOTAL_LABELS.roi, value: formatPercent(totals.roi) },
    { key: 'clv', title: TOTAL_LABELS.clv, value: formatPercent(totals.clv) },
  ];
  return (
    <Card size="small" title={<Text strong>{label}</Text>} data-testid="bets-totals">
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fill, minmax(100px, 1fr))' }}>
        {figures.map(({ key, title, value }) => (
          <Flex key={key} vertical data-figure={`bets-${key}`}>
            <Statistic title={title} value={value} valueStyle={{ fontSize: 20 }} />
          </Flex>
        ))}
      </div>
    </Card>
  );
}
