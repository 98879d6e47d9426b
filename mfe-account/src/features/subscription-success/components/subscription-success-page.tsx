import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, Card, Flex, Skeleton } from 'antd';
import Descriptions from 'antd/es/descriptions';
import { ResultOnDemand } from '@vantage/client/result-on-demand';
import { LinkButton } from '@vantage/client/link-button';
import { queryErrorMessage } from '@vantage/client/error-message';
import { RequireSession } from '@/shared/components/require-session';
import { nextBillingDate, statusLabel } from '@/shared/model/subscription';
import { useFreshSubscription } from '../hooks/use-fresh-subscription';

/** /subscription/success: where checkout returns (product rules §2 Subscription success). */
export function SubscriptionSuccessPage() {
  return (
    <RequireSession>
      <SubscriptionSuccess />
    </RequireSession>
  );
}

function SubscriptionSuccess() {
  const { data: status, error, isSuccess } = useFreshSubscription();

  return (
    <Flex justify="center">
      <Card style={{ width: '100%', maxWidth: 560 }}>
        <ResultOnDemand
          icon={<CheckCircleFilled />}
          status="success"
          title="Subscription successful!"
          subTitle="Thank you for subscribing to Vantage. Your new features are unlocked."
          style={{ paddingBottom: 16 }}
        />
        {error ? (
          <Alert
            type="error"
            showIcon
            message="Unable to load your subscription"
            description={queryErrorMessage(error)}
          />
        ) : !isSuccess || !status ? (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        ) : (
          <Descriptions column={1} bordered size="middle">
            <Descriptions.Item label="Plan">{status.tier}</Descriptions.Item>
            <Descriptions.Item label="Status">{statusLabel(status.status)}</Descriptions.Item>
            <Descriptions.Item label="Next billing date">{nextBillingDate(status) ?? 'None'}</Descriptions.Item>
          </Descriptions>
        )}
        <Flex gap="small" wrap justify="center" style={{ marginTop: 24 }}>
          <LinkButton type="primary" to="/dashboard">
            Go to Dashboard
          </LinkButton>
          <LinkButton to="/account/billing">View Billing Details</LinkButton>
        </Flex>
      </Card>
    </Flex>
  );
}
