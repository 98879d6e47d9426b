import { Button, Flex, Skeleton } from 'antd';
import { Text } from '@/shared/components/text';
import { LockOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router-dom';
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
  const navigate = useNavigate();
  // The member's page, still on its way, may show the feature itself.
  if (useMemberPreview()) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <Flex vertical align="center" gap={8} style={{ textAlign: 'center', padding: '8px 0' }}>
      <LockOutlined style={{ fontSize: 22 }} aria-hidden />
      <Text>{text}</Text>
      <Button type="primary" onClick={() => navigate('/pricing')}>
        {action}
      </Button>
      {!signedIn && <Link to="/login">Sign in</Link>}
    </Flex>
  );
}
