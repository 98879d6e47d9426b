// The email and password fields, the error and the submit button of both login screens (members' and staff's),
// inside the screen's own Form.
import { Alert, Button, Input } from 'antd';
import Form from 'antd/es/form';

export function CredentialFields({
  emailAutoComplete,
  error,
  submitting,
  submitLabel,
}: {
  emailAutoComplete: 'email' | 'username';
  error: string | null | undefined;
  submitting: boolean;
  submitLabel: string;
}) {
  return (
    <>
      <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Please enter your email' }]}>
        <Input type="email" autoComplete={emailAutoComplete} autoFocus />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitLabel}
      </Button>
    </>
  );
}
