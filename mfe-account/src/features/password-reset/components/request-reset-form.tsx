import { Alert, Button, Input } from 'antd';
import { ResultOnDemand } from '@vantage/client/result-on-demand';
import Form from 'antd/es/form';
import { useHydrated } from '@vantage/client/first-render';
import type { PasswordResetRequest } from '@vantage/contracts/auth';
import { queryErrorMessage } from '@vantage/client/error-message';
import { useRequestPasswordResetMutation } from '../api/password-reset-api';

/** Step 1: ask for a reset link. The answer is the same whether or not the email has an account. */
export function RequestResetForm() {
  const hydrated = useHydrated();
  const [requestReset, { data, error, isLoading }] = useRequestPasswordResetMutation();

  if (data) {
    return <ResultOnDemand status="success" title="Check your email" subTitle={data.detail} style={{ padding: 0 }} />;
  }
  return (
    <Form<PasswordResetRequest>
      layout="vertical"
      onFinish={(values) => void requestReset(values)}
      requiredMark={false}
      disabled={isLoading}
    >
      <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Please enter your email' }]}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      {error && <Alert type="error" showIcon message={queryErrorMessage(error)} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={isLoading} disabled={!hydrated}>
        Send reset link
      </Button>
    </Form>
  );
}
