import { Card, Statistic, Typography } from 'antd';
import type { ComparisonGame } from '@vantage/contracts/sports';
import { accuracyOf, formatPercent } from '../../../shared/model/accuracy';

/** Spec §2: how yesterday's calls fared (spec §5 accuracy rule), N/A when nothing counted. */
export function YesterdayPerformance({ games }: { games: ComparisonGame[] }) {
  const { correct, counted, percent } = accuracyOf(games);
  return (
    <Card size="small" title="Yesterday's Performance">
      <Statistic title="Algorithm accuracy" value={formatPercent(percent)} />
      <Typography.Text type="secondary">
        {counted > 0 ? `${correct}/${counted} correct` : 'No decided calls to count'}
      </Typography.Text>
    </Card>
  );
}
