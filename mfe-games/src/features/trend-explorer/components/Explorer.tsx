import { Card, Flex, Skeleton, Spin, Typography } from 'antd';
import { queryErrorMessage } from '@vantage/client/error-message';
import { ErrorCard } from '@/components/ErrorCard';
import { RetryButton } from '@/components/RetryButton';
import { UpgradePrompt } from '@/components/UpgradePrompt';
import type { ViewerState } from '@/shared/hooks/useViewer';
import { useExplorer } from '../hooks/useExplorer';
import { EXPLORER_PLAN } from '../model/explorer';
import { ExplorerResultCard } from './ExplorerResultCard';
import { SituationForm } from './SituationForm';

/** A member's explorer: the Situation card, then the server's record for it (or why there is none). */
export function Explorer({ viewer }: { viewer: ViewerState }) {
  const explorer = useExplorer(viewer);
  const { result } = explorer;

  if (explorer.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (explorer.setupError) {
    return <Typography.Text type="danger">{queryErrorMessage(explorer.setupError)}</Typography.Text>;
  }
  if (explorer.refused) {
    return (
      <Card>
        <UpgradePrompt signedIn text={queryErrorMessage(explorer.error)} action={`Upgrade to ${EXPLORER_PLAN}`} />
      </Card>
    );
  }
  return (
    <Flex vertical gap={16}>
      <SituationForm question={explorer.question} />
      {explorer.error ? (
        <ErrorCard
          title="Unable to explore this situation"
          message={queryErrorMessage(explorer.error)}
          actions={<RetryButton onClick={explorer.retry} />}
        />
      ) : !result ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Spin spinning={explorer.isFetching}>
          <ExplorerResultCard result={result} page={explorer.page} setPage={explorer.setPage} />
        </Spin>
      )}
    </Flex>
  );
}
