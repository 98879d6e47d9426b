import { Alert, Flex } from 'antd';
import { CredentialFields } from '@vantage/client/credential-fields';
import Form from 'antd/es/form';
import { Link, useSearchParams } from 'react-router-dom';
import { SESSION_EXPIRED_PARAM } from '@vantage/client/http';
import type { LoginRequest } from '@vantage/contracts/auth';
import { CenteredCard } from '@/shared/components/centered-card';
import { SignedOutOnly } from '@/shared/components/signed-out-only';
import { usePathKeepingNext } from '@/shared/hooks/use-sign-in-target';
import { useLogin } from '../hooks/use-login';

/** product rules §8: what /login says after a failed token refresh. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

function LoginPageForm() {
  const { submit, clearError, submitting, error } = useLogin();
  const [params] = useSearchParams();
  const signupPath = usePathKeepingNext('/signup');
  const expired = params.get(SESSION_EXPIRED_PARAM.name) === SESSION_EXPIRED_PARAM.value;
  return (
    <CenteredCard title="Login" subtitle="Welcome back to Vantage.">
      {expired && !error && (
        <Alert type="warning" showIcon message={SESSION_EXPIRED_MESSAGE} style={{ marginBottom: 16 }} />
      )}
      <Form<LoginRequest>
        layout="vertical"
        onFinish={submit}
        onFinishFailed={clearError}
        requiredMark={false}
        disabled={submitting}
      >
        <CredentialFields emailAutoComplete="email" error={error} submitting={submitting} submitLabel="Login" />
      </Form>
      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 16 }}>
        <Link to="/forgot-password">Forgot password?</Link>
        <span>
          No account? <Link to={signupPath}>Sign up</Link>
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
