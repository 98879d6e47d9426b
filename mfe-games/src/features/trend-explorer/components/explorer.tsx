import { Card, Flex, Skeleton, Spin } from 'antd';
import { Text } from '@/shared/components/text';
import { queryErrorMessage } from '@vantage/client/error-message';
import { ErrorCard } from '@/components/error-card';
import { RetryButton } from '@/components/retry-button';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import type { ViewerState } from '@/shared/hooks/use-viewer';
import { useExplorer } from '../hooks/use-explorer';
import { EXPLORER_PLAN } from '../model/explorer';
import { ExplorerResultCard } from './explorer-result-card';
import { SituationForm } from './situation-form';

/** A member's explorer of the page's league: the Situation card, then the server's record for it (or why there is none). */
export function Explorer({ viewer }: { viewer: ViewerState }) {
  const explorer = useExplorer(viewer);
  const { result } = explorer;

  if (explorer.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (explorer.setupError) {
    return <Text type="danger">{queryErrorMessage(explorer.setupError)}</Text>;
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
          <ExplorerResultCard
            result={result}
            page={explorer.page}
            setPage={explorer.setPage}
            split={explorer.split}
            setSplit={explorer.setSplit}
          />
        </Spin>
      )}
    </Flex>
  );
}
