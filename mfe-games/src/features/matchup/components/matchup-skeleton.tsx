import { Card, Flex, Skeleton } from 'antd';
import { RetryingNotice } from '@vantage/client/retrying-notice';

/** The page while its game loads (and says so while the request is retried). */
export function MatchupSkeleton() {
  return (
    <Flex vertical gap={16}>
      <RetryingNotice />
      <Skeleton.Input active style={{ width: 320, height: 36 }} />
      <Card style={{ minHeight: 420 }}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    </Flex>
  );
}
