import { useState } from 'react';
import { useAppFeedback } from '@vantage/client/app-feedback';
import { useNavigate } from 'react-router-dom';
import type { LoginRequest } from '@vantage/contracts/auth';
import { useFailureToast } from '@/shared/hooks/use-failure-toast';
import { useSignInTarget } from '@/shared/hooks/use-sign-in-target';
import { useStartSession } from '@vantage/client/start-session';
import { useLoginMutation } from '../api/login-api';
import { loginErrorMessage } from '@vantage/client/error-message';

/** Signs in: on success stores the session and goes to /dashboard (or the same-site `next`); on failure the error shows inline and as a toast. */
export function useLogin() {
  const [login, { isLoading }] = useLoginMutation();
  const [error, setError] = useState<string | null>(null);
  const startSession = useStartSession();
  const { notification } = useAppFeedback();
  const failure = useFailureToast();
  const navigate = useNavigate();
  const target = useSignInTarget();

  const submit = async (credentials: LoginRequest) => {
    setError(null);
    failure.close();
    const result = await login(credentials);
    if (result.error) {
      const message = loginErrorMessage(result.error);
      setError(message);
      failure.show('Error', message);
      return;
    }
    startSession(result.data, credentials.email);
    notification.success({ title: 'Logged in successfully!' });
    navigate(target);
  };

  // A new attempt that the form's own checks stop (e.g. empty fields) is not the old attempt's failure.
  const clearError = () => setError(null);

  return { submit, clearError, submitting: isLoading, error };
}
