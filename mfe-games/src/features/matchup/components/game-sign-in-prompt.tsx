import { Button, Result, Skeleton } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useMemberPreview } from '@vantage/client/first-render';

/** A game the viewer may not open as a guest: the way in. */
export function GameSignInPrompt({ message }: { message: string }) {
  const navigate = useNavigate();
  // A member opens the game: its page is on its way.
  if (useMemberPreview()) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <Result
      status="info"
      icon={<LockOutlined />}
      title="Sign in to see this game"
      subTitle={message}
      extra={[
        <Button key="login" onClick={() => navigate('/login')}>
          Login
        </Button>,
        <Button key="signup" type="primary" onClick={() => navigate('/signup')}>
          Sign Up
        </Button>,
      ]}
    />
  );
}
