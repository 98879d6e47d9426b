import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Col, Empty, Flex, Row, Skeleton, Card, Typography } from 'antd';
import { ResultOnDemand } from '@vantage/client/result-on-demand';
import { queryErrorMessage } from '@vantage/client/error-message';
import { useSession } from '@vantage/client/use-session';
import { useGetSubscriptionStatusQuery } from '@vantage/client/subscription';
import { currentTierType } from '@/shared/model/subscription';
import { useGetPricingTiersQuery } from '../api/pricing-api';
import { prefetchPricing } from '../api/prefetch';
import { useCheckout } from '../hooks/use-checkout';
import { useResumeCheckout } from '../hooks/use-resume-checkout';
import { sortTiers, STORAGE_NOTE, trialText } from '../model/pricing';
import { PricingTierCard } from './pricing-tier-card';

/** The screen's first data, fetched before its first render (see @vantage/client/remote-routes). */
export const prefetch = prefetchPricing;

export function PricingPage() {
  const { accessToken, email } = useSession();
  const signedIn = accessToken !== null;
  const tiers = useGetPricingTiersQuery();
  // A guest has no plan to mark.
  const statusQuery = useGetSubscriptionStatusQuery(signedIn ? (email ?? '') : skipToken);
  const status = statusQuery.data;
  const { checkout, pendingTierId } = useCheckout();
  const planKnown = signedIn && (statusQuery.isSuccess || statusQuery.isError);
  useResumeCheckout({
    tiers: tiers.data,
    currentTier: planKnown ? currentTierType(status) : null,
    checkout: (tier) => checkout(tier, status),
  });

  return (
    <Flex vertical gap="large" style={{ maxWidth: 1120, margin: '0 auto' }}>
      <Flex vertical align="center" style={{ textAlign: 'center' }}>
        <Typography.Title level={1} style={{ marginBottom: 8 }}>
          Choose Your Plan
        </Typography.Title>
        {/* The Free plan has no trial, and a member's own trial is over or under way: the line says which. */}
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 0, minHeight: '1.5em' }}>
          {trialText(planKnown ? status : undefined, signedIn)}
        </Typography.Paragraph>
      </Flex>
      {tiers.isLoading ? (
        <Row gutter={[24, 24]}>
          {/* Keys of their own: a tier's column must not take over a placeholder's node (it would shift). */}
          {['first', 'second', 'third'].map((key) => (
            <Col xs={24} md={8} key={`placeholder-${key}`}>
              <Card>
                <Skeleton active paragraph={{ rows: 6 }} />
              </Card>
            </Col>
          ))}
        </Row>
      ) : tiers.isError ? (
        <ResultOnDemand
          status="error"
          title="Unable to load pricing tiers"
          subTitle={queryErrorMessage(tiers.error)}
          extra={
            <Button type="primary" onClick={() => void tiers.refetch()}>
              Retry
            </Button>
          }
        />
      ) : !tiers.data?.length ? (
        <Empty description="No pricing tiers available" />
      ) : (
        <>
          <Row gutter={[24, 24]} align="stretch">
            {sortTiers(tiers.data).map((tier) => (
              <Col xs={24} md={8} key={tier.id}>
                <PricingTierCard
                  tier={tier}
                  currentTier={signedIn ? currentTierType(status) : null}
                  trialAvailable={status?.trial_available ?? true}
                  pending={pendingTierId === tier.id}
                  disabled={pendingTierId !== null}
                  onChoose={() => void checkout(tier, status)}
                />
              </Col>
            ))}
          </Row>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {STORAGE_NOTE}
          </Typography.Paragraph>
        </>
      )}
    </Flex>
  );
}
