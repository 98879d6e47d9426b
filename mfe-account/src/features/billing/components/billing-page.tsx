import { CreditCardOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import { LinkButton } from '@vantage/client/link-button';
import { queryErrorMessage } from '@vantage/client/error-message';
import { useSession } from '@vantage/client/use-session';
import { useGetSubscriptionStatusQuery } from '@vantage/client/subscription';
import { RequireSession } from '@/shared/components/require-session';
import { currentTierType, renewalText, statusLabel, tierDisplayName } from '@/shared/model/subscription';
import { useBillingPortal } from '../hooks/use-billing-portal';
import { InvoiceList } from './invoice-list';

/** /account/billing: the plan, its renewal or cancel date, invoices and the billing portal. */
export function BillingPage() {
  return (
    <RequireSession>
      <Billing />
    </RequireSession>
  );
}

function Billing() {
  const cacheKey = useSession().email ?? '';
  const { data: status, error, isLoading } = useGetSubscriptionStatusQuery(cacheKey);
  const portal = useBillingPortal();
  const tier = currentTierType(status);
  const renewal = status && renewalText(status);

  return (
    <Flex vertical gap="middle" style={{ maxWidth: 960, margin: '0 auto' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Billing
      </Typography.Title>
      <Card title="Current plan">
        {isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        ) : error ? (
          <Alert
            type="error"
            showIcon
            message="Unable to load your subscription"
            description={queryErrorMessage(error)}
          />
        ) : (
          <Flex vertical gap="middle">
            <Descriptions column={{ xs: 1, md: 3 }} layout="vertical" colon={false}>
              <Descriptions.Item label="Plan">
                <Tag color={tier === 'free' ? 'default' : 'gold'} style={{ fontSize: 14, padding: '2px 10px' }}>
                  {tierDisplayName(tier)}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label="Status">{status ? statusLabel(status.status) : 'Free'}</Descriptions.Item>
              <Descriptions.Item label={status?.cancel_at_period_end ? 'Cancels' : 'Renewal'}>
                {renewal ?? 'Nothing scheduled'}
              </Descriptions.Item>
            </Descriptions>
            <Flex gap="small" wrap>
              {tier === 'free' ? (
                <LinkButton type="primary" to="/pricing">
                  Choose a plan
                </LinkButton>
              ) : (
                <Button
                  type="primary"
                  icon={<CreditCardOutlined />}
                  loading={portal.opening}
                  onClick={() => void portal.open()}
                >
                  Manage billing
                </Button>
              )}
              <LinkButton to="/pricing">View Pricing</LinkButton>
              <LinkButton to="/dashboard">Go to Dashboard</LinkButton>
            </Flex>
          </Flex>
        )}
      </Card>
      <Card title="Invoices">
        <InvoiceList cacheKey={cacheKey} />
      </Card>
    </Flex>
  );
}
