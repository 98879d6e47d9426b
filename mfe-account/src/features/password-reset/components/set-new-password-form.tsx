import { useState } from 'react';
import { Alert, Button, Input } from 'antd';
import { useAppFeedback } from '@vantage/client/app-feedback';
import Form from 'antd/es/form';
import { useHydrated } from '@vantage/client/first-render';
import { useNavigate } from 'react-router-dom';
import { useConfirmPasswordResetMutation } from '../api/password-reset-api';
import { resetErrorMessage, validateNewPassword, type NewPasswordForm } from '../model/new-password';

/** Step 2 (the emailed link, /forgot-password#token=…): choose a new password, then log in. */
export function SetNewPasswordForm({ token }: { token: string }) {
  const hydrated = useHydrated();
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const [error, setError] = useState<string | null>(null);
  const { message } = useAppFeedback();
  const navigate = useNavigate();

  const submit = async (form: NewPasswordForm) => {
    const invalid = validateNewPassword(form);
    setError(invalid);
    if (invalid) return;
    const result = await confirmReset({ token, password: form.password });
    if (result.error) {
      setError(resetErrorMessage(result.error));
      return;
    }
    void message.success(result.data.detail);
    navigate('/login');
  };

  return (
    <Form<NewPasswordForm>
      layout="vertical"
      onFinish={submit}
      noValidate
      requiredMark={false}
      disabled={isLoading}
      initialValues={{ password: '', confirmPassword: '' }}
    >
      <Form.Item label="New password" name="password" extra="At least 8 characters.">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Confirm new password" name="confirmPassword">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={isLoading} disabled={!hydrated}>
        Reset password
      </Button>
    </Form>
  );
}
