import { Flex, Skeleton } from 'antd';
import { LinkButton } from '@vantage/client/link-button';
import { Text } from '@/shared/components/text';
import { LockOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useMemberPreview } from '@vantage/client/first-render';

/** What a tier below the feature's sees instead of it: why, and the way to unlock it. */
export function UpgradePrompt({
  text,
  signedIn,
  action = 'Upgrade to Premium',
}: {
  text: string;
  signedIn: boolean;
  action?: string;
}) {
  // The member's page, still on its way, may show the feature itself.
  if (useMemberPreview()) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Flex vertical align="center" gap={8} style={{ textAlign: 'center', padding: '8px 0' }}>
      <LockOutlined style={{ fontSize: 22 }} aria-hidden />
      <Text>{text}</Text>
      <LinkButton type="primary" to="/pricing">
        {action}
      </LinkButton>
      {!signedIn && <Link to="/login">Sign in</Link>}
    </Flex>
  );
}
