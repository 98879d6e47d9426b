import { CrownOutlined } from '@ant-design/icons';
import { Button, Flex, Skeleton, Tag } from 'antd';
import Descriptions from 'antd/es/descriptions';
import { LinkButton } from '@vantage/client/link-button';
import { Link, useLocation } from 'react-router-dom';
import { useGetSubscriptionStatusQuery } from '@vantage/client/subscription';
import { currentTierType, renewalText, statusLabel, tierDisplayName } from '@/shared/model/subscription';
import { useStorageUsage } from '../hooks/use-storage-usage';
import { storageLines } from '../model/storage';

/**
 * The plan (product rules §4): Free by default (also when the status cannot be read), Basic/Premium offers
 * 'Upgrade to Pro', Pro/Gold Standard shows a disabled 'Pro Member'.
 */
export function SubscriptionTab({ cacheKey, pictureUrl }: { cacheKey: string; pictureUrl: string | null }) {
  const { data: status, isLoading } = useGetSubscriptionStatusQuery(cacheKey);
  const storage = useStorageUsage(cacheKey, pictureUrl);
  const lines =
    storage.usage && storage.pictureBytes !== null ? storageLines(storage.usage, storage.pictureBytes) : null;
  const onSettings = useLocation().pathname.startsWith('/settings');
  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;

  const tier = currentTierType(status);
  const renewal = status && renewalText(status);
  return (
    <Flex vertical gap="large">
      <Descriptions column={1} colon={false} layout="horizontal" labelStyle={{ width: 140 }}>
        <Descriptions.Item label="Current plan">
          <Tag color={tier === 'free' ? 'default' : 'gold'} icon={tier === 'free' ? undefined : <CrownOutlined />}>
            {tierDisplayName(tier)}
          </Tag>
        </Descriptions.Item>
        {status && tier !== 'free' && (
          <Descriptions.Item label="Status">{statusLabel(status.status)}</Descriptions.Item>
        )}
        {renewal && <Descriptions.Item label="Billing">{renewal}</Descriptions.Item>}
        <Descriptions.Item label="Watchlists">
          {lines ? (
            <span data-testid="projects-usage">
              {lines.projects} · <Link to="/watchlists">Open watchlists</Link>
            </span>
          ) : storage.isError ? (
            'Could not be read'
          ) : (
            <Skeleton.Input active size="small" />
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Storage">
          {lines ? (
            <span data-testid="storage-usage">
              {lines.storage}
              <br />
              {lines.remaining} remaining
            </span>
          ) : storage.isError ? (
            'Could not be read'
          ) : (
            <Skeleton.Input active size="small" />
          )}
        </Descriptions.Item>
      </Descriptions>
      <Flex wrap gap="small">
        {tier === 'free' && (
          <LinkButton type="primary" icon={<CrownOutlined />} to="/pricing">
            Upgrade to Premium
          </LinkButton>
        )}
        {tier === 'basic' && (
          <LinkButton type="primary" icon={<CrownOutlined />} to="/pricing">
            Upgrade to Pro
          </LinkButton>
        )}
        {tier === 'pro' && (
          <Button type="primary" icon={<CrownOutlined />} disabled>
            Pro Member
          </Button>
        )}
        <LinkButton to="/pricing">View Pricing</LinkButton>
        {tier !== 'free' && <LinkButton to="/account/billing">Billing Details</LinkButton>}
        <LinkButton to={onSettings ? '/profile' : '/settings'}>
          {onSettings ? 'Go to Profile' : 'Go to Settings'}
        </LinkButton>
        <LinkButton to="/dashboard">Go to Dashboard</LinkButton>
      </Flex>
    </Flex>
  );
}
