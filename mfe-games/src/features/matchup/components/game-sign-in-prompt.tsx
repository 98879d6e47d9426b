import { Skeleton } from 'antd';
import { ResultOnDemand } from '@vantage/client/result-on-demand';
import { LinkButton } from '@vantage/client/link-button';
import { LockOutlined } from '@ant-design/icons';
import { useMemberPreview } from '@vantage/client/first-render';

/** A game the viewer may not open as a guest: the way in. */
export function GameSignInPrompt({ message }: { message: string }) {
  // A member opens the game: its page is on its way.
  if (useMemberPreview()) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <ResultOnDemand
      status="info"
      icon={<LockOutlined />}
      title="Sign in to see this game"
      subTitle={message}
      extra={[
        <LinkButton key="login" to="/login">
          Login
        </LinkButton>,
        <LinkButton key="signup" type="primary" to="/signup">
          Sign Up
        </LinkButton>,
      ]}
    />
  );
}
