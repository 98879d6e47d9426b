// The email and password fields, the error and the submit button of both login screens (members' and staff's),
// inside the screen's own Form.
import { useEffect, useRef } from 'react';
import { Alert, Button, Input, type InputRef } from 'antd';
import Form from 'antd/es/form';
import { useHydrated } from '@vantage/client/first-render';

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
  // A login screen is its form and nothing else: the keyboard starts in the email field once the screen is
  // shown, so typing, Tab and Enter log in (on a server's page once the form is enabled, see useHydrated).
  const email = useRef<InputRef>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) email.current?.focus();
  }, [hydrated]);
  return (
    <>
      <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Please enter your email' }]}>
        <Input ref={email} type="email" autoComplete={emailAutoComplete} />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block loading={submitting} disabled={!hydrated}>
        {submitLabel}
      </Button>
    </>
  );
}
