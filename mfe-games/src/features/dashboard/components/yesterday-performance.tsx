import { Card, Skeleton } from 'antd';
import Statistic from 'antd/es/statistic';
import { Text } from '@/shared/components/text';
import { CALLS_CORRECT, callsCorrectText } from '@/shared/model/calls-correct';
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
          <Statistic title={CALLS_CORRECT} value={callsCorrectText(data.correct, data.counted)} />
          {data.counted === 0 && <Text type="secondary">No decided calls to count</Text>}
        </>
      ) : error ? (
        <Statistic title={CALLS_CORRECT} value="N/A" />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
