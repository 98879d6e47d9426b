import { Alert, Button, Card, Input, Typography } from 'antd';
import Form from 'antd/es/form';
import type { StaffLoginRequest } from '@vantage/contracts/auth';
import { useStaffLogin } from '../hooks/useStaffLogin';

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
        <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Please enter your email' }]}>
          <Input type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          Login as Admin
        </Button>
      </Form>
    </Card>
  );
}
