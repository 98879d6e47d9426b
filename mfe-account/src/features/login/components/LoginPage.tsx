import { Alert, Button, Flex, Input } from 'antd';
import Form from 'antd/es/form';
import { Link } from 'react-router-dom';
import type { LoginRequest } from '@vantage/contracts/auth';
import { CenteredCard } from '@/shared/components/CenteredCard';
import { SignedOutOnly } from '@/shared/components/SignedOutOnly';
import { useLogin } from '../hooks/useLogin';

function LoginPageForm() {
  const { submit, submitting, error } = useLogin();
  return (
    <CenteredCard title="Login" subtitle="Welcome back to Vantage.">
      <Form<LoginRequest> layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
        <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Please enter your email' }]}>
          <Input type="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Login
        </Button>
      </Form>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 16 }}>
        <Link to="/forgot-password">Forgot password?</Link>
        <span>
          No account? <Link to="/signup">Sign up</Link>
        </span>
      </Flex>
    </CenteredCard>
  );
}

export function LoginPage() {
  return (
    <SignedOutOnly>
      <LoginPageForm />
    </SignedOutOnly>
  );
}
