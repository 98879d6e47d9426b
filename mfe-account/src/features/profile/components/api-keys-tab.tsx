import { useState } from 'react';
import { ApiOutlined, CrownOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Skeleton, Typography } from 'antd';
import { LinkButton } from '@vantage/client/link-button';
import List from 'antd/es/list';
import Popconfirm from 'antd/es/popconfirm';
import type { ApiKeyCreated } from '@vantage/contracts/api-keys';
import { API_KEY_NAME_MAX_LENGTH } from '@vantage/contracts/api-key-rules';
import { queryErrorMessage } from '@vantage/client/error-message';
import { useGetSubscriptionStatusQuery } from '@vantage/client/subscription';
import { formatLongDate } from '@/shared/model/dates';
import { currentTierType } from '@/shared/model/subscription';
import { useCreateApiKeyMutation, useListApiKeysQuery, useRevokeApiKeyMutation } from '../api/api-keys-api';
import { API_REFERENCE_URL, firstCallExample, usageLine } from '../model/api-keys';

/** The profile's API tab: a Pro member's keys; what Pro adds for everyone else. */
export function ApiKeysTab({ cacheKey }: { cacheKey: string }) {
  const { data: status, isLoading } = useGetSubscriptionStatusQuery(cacheKey);
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  return currentTierType(status) === 'pro' ? <ApiKeys cacheKey={cacheKey} /> : <ApiUpsell />;
}

function ApiUpsell() {
  return (
    <Flex vertical gap="middle" align="flex-start">
      <Typography.Title level={4} style={{ margin: 0 }}>
        <ApiOutlined /> API access comes with Pro
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>
        With Pro you create personal API keys and read every game&apos;s win probability, pick, expected value, Vantage
        score and trends, the track record and the trend explorer from your own code or spreadsheet: 60 calls a minute
        per key, up to 10 keys.
      </Typography.Paragraph>
      <Flex gap="small" wrap>
        <LinkButton type="primary" icon={<CrownOutlined />} to="/pricing">
          Upgrade to Pro
        </LinkButton>
        <Button href={API_REFERENCE_URL}>Read the API reference</Button>
      </Flex>
    </Flex>
  );
}

function ApiKeys({ cacheKey }: { cacheKey: string }) {
  const { data, isLoading, error } = useListApiKeysQuery(cacheKey);
  const [createKey, creation] = useCreateApiKeyMutation();
  const [revokeKey] = useRevokeApiKeyMutation();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);

  const create = async () => {
    const answer = await createKey({ name })
      .unwrap()
      .catch(() => null);
    if (answer) {
      setCreated(answer);
      setName('');
    }
  };

  return (
    <Flex vertical gap="large">
      <Typography.Paragraph style={{ margin: 0 }}>
        Your keys read the Vantage API with your Pro access: {data?.calls_per_minute ?? 60} calls a minute per key, up
        to {data?.max_keys ?? 10} keys. Send a key in the <Typography.Text code>X-API-Key</Typography.Text> header;{' '}
        <a href={API_REFERENCE_URL}>the API reference</a> lists every call and lets you try them.
      </Typography.Paragraph>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          void create();
        }}
      >
        <Flex gap="small" wrap>
          <Input
            aria-label="Key name"
            placeholder="Name, e.g. My spreadsheet"
            value={name}
            maxLength={API_KEY_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
            style={{ flex: '1 1 220px', maxWidth: 360 }}
          />
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlusOutlined />}
            loading={creation.isLoading}
            disabled={!name.trim()}
          >
            Create key
          </Button>
        </Flex>
      </form>
      {creation.isError && <Alert type="error" showIcon message={queryErrorMessage(creation.error)} />}

      {created && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => setCreated(null)}
          message={`Key “${created.name}” created`}
          description={
            <Flex vertical gap="small">
              <span>Copy it now: it is shown only this once.</span>
              <Typography.Text code copyable={{ text: created.key }} data-testid="new-api-key">
                {created.key}
              </Typography.Text>
              <span>Your first call:</span>
              <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
                {firstCallExample(window.location.origin, created.key)}
              </Typography.Text>
            </Flex>
          }
        />
      )}

      {revokeError && (
        <Alert type="error" showIcon message={revokeError} closable onClose={() => setRevokeError(null)} />
      )}
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : error ? (
        <Alert type="error" showIcon message={queryErrorMessage(error)} />
      ) : (
        <List
          bordered
          locale={{ emptyText: 'No keys yet. Name one above to create it.' }}
          dataSource={data?.keys ?? []}
          renderItem={(key) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="revoke"
                  title={`Revoke “${key.name}”?`}
                  description="Calls with it stop working within seconds."
                  okText="Revoke"
                  okButtonProps={{ danger: true }}
                  onConfirm={() =>
                    revokeKey({ id: key.id })
                      .unwrap()
                      .catch((err: Parameters<typeof queryErrorMessage>[0]) => setRevokeError(queryErrorMessage(err)))
                  }
                >
                  <Button danger icon={<DeleteOutlined />} aria-label={`Revoke ${key.name}`}>
                    Revoke
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={key.name}
                description={
                  <Flex vertical>
                    <Typography.Text code>{key.prefix}…</Typography.Text>
                    <span>
                      Created {formatLongDate(key.created_at)} ·{' '}
                      {usageLine(key.calls_today, key.last_used_at, (iso) => formatLongDate(iso) ?? iso)}
                    </span>
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
