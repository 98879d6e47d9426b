import { Flex } from 'antd';
import { CredentialFields } from '@vantage/client/credential-fields';
import Form from 'antd/es/form';
import { Link } from 'react-router-dom';
import type { LoginRequest } from '@vantage/contracts/auth';
import { CenteredCard } from '@/shared/components/centered-card';
import { SignedOutOnly } from '@/shared/components/signed-out-only';
import { useLogin } from '../hooks/use-login';

function LoginPageForm() {
  const { submit, submitting, error } = useLogin();
  return (
    <CenteredCard title="Login" subtitle="Welcome back to Vantage.">
      <Form<LoginRequest> layout="vertical" onFinish={submit} requiredMark={false} disabled={submitting}>
        <CredentialFields emailAutoComplete="email" error={error} submitting={submitting} submitLabel="Login" />
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
