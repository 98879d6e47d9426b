// /watchlists: a member's watchlists (a plan's "projects", product rules §10). Each names leagues, teams and trend
// situations and shows today's games that match, as the member's plan shows them; the plan's number is enforced by
// svc-sports, and this page shows the limit before a refused call.
import { useMemo, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { Text } from '@/shared/components/text';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { queryErrorMessage } from '@vantage/client/error-message';
import {
  useCreateWatchlistMutation,
  useListWatchlistsQuery,
  useUpdateWatchlistMutation,
} from '@vantage/client/watchlists-api';
import { bytesText, projectsUsedText } from '@vantage/contracts/watchlist-rules';
import type { Watchlist } from '@vantage/contracts/watchlists';
import { UpgradePrompt } from '@/components/upgrade-prompt';
import { useViewer } from '@/shared/hooks/use-viewer';
import {
  EMPTY_FORM,
  formValues,
  limitReached,
  limitText,
  watchlistInput,
  type WatchlistFormValues,
} from '../model/watchlists';
import { WatchlistCard } from './watchlist-card';
import { WatchlistForm } from './watchlist-form';

export default function WatchlistsPage() {
  const viewer = useViewer();
  const cacheKey = viewer.email ?? '';
  const { data, isLoading, error } = useListWatchlistsQuery(cacheKey, { skip: !viewer.signedIn });
  const [create, creating] = useCreateWatchlistMutation();
  const [update, updating] = useUpdateWatchlistMutation();
  const [editing, setEditing] = useState<Watchlist | 'new' | null>(null);
  const initial = useMemo(() => (editing && editing !== 'new' ? formValues(editing) : EMPTY_FORM), [editing]);

  if (!viewer.signedIn)
    return (
      <Card>
        <UpgradePrompt
          signedIn={false}
          text="Sign in to keep watchlists of teams and situations."
          action="See the plans"
        />
      </Card>
    );

  const save = async (values: WatchlistFormValues) => {
    const input = watchlistInput(values);
    const result =
      editing === 'new' ? await create(input) : await update({ id: (editing as Watchlist).id, patch: input });
    if (!('error' in result)) setEditing(null);
  };
  const full = data ? limitReached(data.usage) : false;
  const tier = viewer.tier ?? 'free';
  const newButton = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      disabled={full}
      onClick={() => {
        creating.reset();
        setEditing('new');
      }}
    >
      New watchlist
    </Button>
  );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="end" gap={12} wrap>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Watchlists
          </Typography.Title>
          <Text type="secondary">Teams, leagues and trend situations you follow, with today's games that match</Text>
        </div>
        {data && data.watchlists.length > 0 && newButton}
      </Flex>
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} />}
      {error && <Alert type="error" showIcon message={queryErrorMessage(error)} />}
      {data && (
        <>
          <Text type="secondary" data-testid="watchlist-usage">
            Watchlists: {projectsUsedText(data.usage.projects_used, data.usage.projects_limit)} · storage used{' '}
            {bytesText(data.usage.watchlist_bytes)} · <Link to="/profile?tab=subscription">Subscription</Link>
          </Text>
          {full && (
            <Alert
              type="warning"
              showIcon
              message="Watchlist limit reached"
              description={limitText(data.usage, tier)}
              action={
                tier === 'pro' ? undefined : (
                  <Link to="/pricing">
                    <Button size="small">See plans</Button>
                  </Link>
                )
              }
            />
          )}
          {data.watchlists.length === 0 ? (
            <Card>
              <Empty description="No watchlists yet. Pick teams, leagues and situations, and see today's games that match.">
                {newButton}
              </Empty>
            </Card>
          ) : (
            <div
              style={{
                display: 'grid',
                gap: 16,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
              }}
            >
              {data.watchlists.map((watchlist) => (
                <WatchlistCard
                  key={watchlist.id}
                  watchlist={watchlist}
                  cacheKey={cacheKey}
                  onEdit={() => {
                    updating.reset();
                    setEditing(watchlist);
                  }}
                />
              ))}
            </div>
          )}
        </>
      )}
      <WatchlistForm
        key={editing === null ? 'closed' : editing === 'new' ? 'new' : editing.id}
        open={editing !== null}
        title={editing === 'new' ? 'New watchlist' : 'Edit watchlist'}
        initial={initial}
        saving={creating.isLoading || updating.isLoading}
        error={editing === 'new' ? creating.error : updating.error}
        onSave={(values) => void save(values)}
        onCancel={() => setEditing(null)}
      />
    </Flex>
  );
}
