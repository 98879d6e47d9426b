import { Card, Skeleton, Statistic } from 'antd';
import { Text } from '@/shared/components/text';
import { formatPercent } from '@/shared/model/accuracy';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import { useRecentPerformance } from '../hooks/use-recent-performance';

/**
 * product rules §2: how yesterday's calls fared (product rules §5 accuracy rule), N/A when nothing counted. The model's record
 * from svc-sports, the same for every viewer: counted from the list a guest sees, it was the one game a guest
 * may open ("100% · 1/1") while members read "78% · 7/9" for the same day.
 */
export function YesterdayPerformance({ yesterday, viewer }: { yesterday: string; viewer: ViewerState }) {
  const { data, error } = useRecentPerformance(yesterday, 1, viewer);
  return (
    <Card size="small" title="Yesterday's Performance">
      {data ? (
        <>
          <Statistic
            title="Algorithm accuracy"
            value={formatPercent(data.accuracy === null ? null : Math.round(100 * data.accuracy))}
          />
          <Text type="secondary">
            {data.counted > 0 ? `${data.correct}/${data.counted} correct` : 'No decided calls to count'}
          </Text>
        </>
      ) : error ? (
        <Statistic title="Algorithm accuracy" value="N/A" />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
