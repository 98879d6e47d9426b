import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CenteredCard } from '@/shared/components/centered-card';
import { RequestResetForm } from './request-reset-form';
import { SetNewPasswordForm } from './set-new-password-form';

export function ForgotPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  // The emailed link carries the token in the fragment, which browsers never send to a server. A link opened
  // where this page already shows changes only the fragment (no new page), so the token is read on every change.
  const linkToken = new URLSearchParams(location.hash.slice(1)).get('token');
  const [token, setToken] = useState(linkToken);
  if (linkToken && linkToken !== token) setToken(linkToken);
  // Then kept in memory only: the address bar, history and any later Referer no longer carry it.
  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);
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
