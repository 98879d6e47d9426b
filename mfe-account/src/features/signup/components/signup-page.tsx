import { Alert, Button, Input, Typography } from 'antd';
import Form from 'antd/es/form';
import { useHydrated } from '@vantage/client/first-render';
import { Link } from 'react-router-dom';
import { CenteredCard } from '@/shared/components/centered-card';
import { SignedOutOnly } from '@/shared/components/signed-out-only';
import { usePathKeepingNext } from '@/shared/hooks/use-sign-in-target';
import { useSignup } from '../hooks/use-signup';
import type { SignupForm } from '../model/validate-signup';

function SignupPageForm() {
  const hydrated = useHydrated();
  const { submit, submitting, error } = useSignup();
  const loginPath = usePathKeepingNext('/login');
  return (
    <CenteredCard title="Sign Up" subtitle="Create your Vantage account.">
      {/* noValidate: the spec's own checks run in its order and show its messages. */}
      <Form<SignupForm>
        layout="vertical"
        onFinish={submit}
        noValidate
        requiredMark={false}
        disabled={submitting}
        initialValues={{ email: '', password: '', confirmPassword: '' }}
      >
        <Form.Item label="Email" name="email">
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" extra="At least 8 characters.">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Confirm password" name="confirmPassword">
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={!hydrated}>
          Sign Up
        </Button>
      </Form>
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        Already have an account? <Link to={loginPath}>Login</Link>
      </Typography.Paragraph>
    </CenteredCard>
  );
}

export function SignupPage() {
  return (
    <SignedOutOnly>
      <SignupPageForm />
    </SignedOutOnly>
  );
}
