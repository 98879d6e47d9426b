import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { LinkButton } from '@vantage/client/link-button';
import type { PricingTier } from '@vantage/contracts/billing';
import { tierRank, type TierType } from '@vantage/contracts/tiers';
import {
  chooseTierText,
  formatMonthlyPrice,
  signInToCheckoutPath,
  TIER_BADGES,
  watchlistsText,
} from '../model/pricing';
import { useMemberPreview } from '@vantage/client/first-render';
import { tokenVar } from '@vantage/client/theme';

export interface PricingTierCardProps {
  tier: PricingTier;
  /** The signed-in user's tier; null for a guest. */
  currentTier: TierType | null;
  /** Whether a new paid plan would start with the free trial (a member who never subscribed; a guest). */
  trialAvailable: boolean;
  pending: boolean;
  disabled: boolean;
  onChoose: () => void;
}

function TierAction({ tier, currentTier, trialAvailable, pending, disabled, onChoose }: PricingTierCardProps) {
  // A member's action depends on their plan, which the server's stand-in for their page does not know.
  if (useMemberPreview()) return <Skeleton.Button active block size="large" />;
  if (currentTier === tier.tier_type) {
    return (
      <Button block size="large" disabled>
        Current Plan
      </Button>
    );
  }
  if (currentTier !== null && tierRank(currentTier) > tierRank(tier.tier_type)) {
    return (
      <Button block size="large" disabled>
        Included in your plan
      </Button>
    );
  }
  if (tier.tier_type === 'free') {
    return (
      <LinkButton block size="large" to="/signup">
        Get Started
      </LinkButton>
    );
  }
  if (currentTier === null) {
    // A guest signs in first and comes back to this tier's checkout (product rules §6).
    return (
      <LinkButton block size="large" type="primary" to={signInToCheckoutPath(tier)}>
        Start Free Trial
      </LinkButton>
    );
  }
  return (
    <Button block size="large" type="primary" loading={pending} disabled={disabled && !pending} onClick={onChoose}>
      {chooseTierText(tier, currentTier, trialAvailable)}
    </Button>
  );
}

export function PricingTierCard(props: PricingTierCardProps) {
  const { tier, currentTier } = props;
  const price = formatMonthlyPrice(tier);
  const badge = TIER_BADGES[tier.tier_type];
  const current = currentTier === tier.tier_type;
  const highlighted = current || tier.tier_type === 'basic';

  return (
    <Card
      data-tier={tier.tier_type}
      style={{
        height: '100%',
        borderColor: highlighted ? tokenVar('colorPrimary') : undefined,
        borderWidth: highlighted ? 2 : 1,
      }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 16 } }}
    >
      <Flex vertical gap={4}>
        <Flex align="center" gap={8} wrap>
          {/* h2 under the page's h1, at h3 size. */}
          <Typography.Title level={2} style={{ margin: 0, marginInlineEnd: 'auto', fontSize: 24, lineHeight: 1.33 }}>
            {tier.name}
          </Typography.Title>
          {current && <Tag color="green">Current Plan</Tag>}
          {badge && (
            <Tag color={tier.tier_type === 'pro' ? 'gold' : 'blue'} style={{ marginInlineEnd: 0 }}>
              {badge}
            </Tag>
          )}
        </Flex>
        {price ? (
          <Typography.Text>
            <span style={{ fontSize: 36, fontWeight: 700 }}>{price}</span>
            <Typography.Text type="secondary"> per month</Typography.Text>
          </Typography.Text>
        ) : (
          <span style={{ fontSize: 36, fontWeight: 700 }}>Free forever</span>
        )}
        <Typography.Text type="secondary">{watchlistsText(tier.max_projects)}</Typography.Text>
      </Flex>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }} aria-label={`${tier.name} features`}>
        {tier.features.map((feature) => (
          <li key={feature} style={{ display: 'flex', gap: 8, padding: '4px 0' }}>
            <CheckOutlined style={{ color: tokenVar('colorSuccess'), marginTop: 4 }} aria-hidden />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <TierAction {...props} />
    </Card>
  );
}
