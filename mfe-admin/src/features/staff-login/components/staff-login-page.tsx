import { Card, Typography } from 'antd';
import { CredentialFields } from '@vantage/client/credential-fields';
import Form from 'antd/es/form';
import type { StaffLoginRequest } from '@vantage/contracts/auth';
import { useStaffLogin } from '../hooks/use-staff-login';

export function StaffLoginPage() {
  const { submit, submitting, error } = useStaffLogin();
  return (
    <Card style={{ maxWidth: 420, margin: '48px auto' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        Admin Login
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Staff sign-in for the SDQL Trends Analytics Dashboard.
      </Typography.Paragraph>
      <Form<Omit<StaffLoginRequest, 'next'>>
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        disabled={submitting}
      >
        <CredentialFields
          emailAutoComplete="username"
          error={error}
          submitting={submitting}
          submitLabel="Login as Admin"
        />
      </Form>
    </Card>
  );
}
