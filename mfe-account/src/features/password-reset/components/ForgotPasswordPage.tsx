import { Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { CenteredCard } from '../../../shared/components/CenteredCard';
import { RequestResetForm } from './RequestResetForm';
import { SetNewPasswordForm } from './SetNewPasswordForm';

export function ForgotPasswordPage() {
  const token = useSearchParams()[0].get('token');
  return (
    <CenteredCard
      title={token ? 'Set a new password' : 'Forgot Password'}
      subtitle={
        token ? 'Choose a new password for your account.' : "Enter your account's email and we will send you a link."
      }
    >
      {token ? <SetNewPasswordForm token={token} /> : <RequestResetForm />}
      <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
        Remembered it? <Link to="/login">Login</Link>
      </Typography.Paragraph>
    </CenteredCard>
  );
}
