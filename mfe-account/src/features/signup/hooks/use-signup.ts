import { useState } from 'react';
import { useAppFeedback } from '@vantage/client/app-feedback';
import { useNavigate } from 'react-router-dom';
import { useFailureToast } from '@/shared/hooks/use-failure-toast';
import { useSignInTarget } from '@/shared/hooks/use-sign-in-target';
import { useStartSession } from '@vantage/client/start-session';
import { useRegisterMutation } from '../api/signup-api';
import { signupErrorMessage, TRY_AGAIN, UNKNOWN_ERROR } from '../model/signup-error';
import { validateSignup, type SignupForm } from '../model/validate-signup';

/** Checks the form in the spec's order, registers, stores the session and goes to /dashboard (or the same-site `next`). */
export function useSignup() {
  const [register, { isLoading }] = useRegisterMutation();
  const [error, setError] = useState<string | null>(null);
  const startSession = useStartSession();
  const { notification } = useAppFeedback();
  const failure = useFailureToast();
  const navigate = useNavigate();
  const target = useSignInTarget();

  const submit = async (form: SignupForm) => {
    const invalid = validateSignup(form);
    setError(invalid);
    failure.close();
    if (invalid) return;
    const result = await register({ email: form.email, password: form.password });
    if (result.error) {
      const message = signupErrorMessage(result.error);
      setError(message ?? UNKNOWN_ERROR);
      failure.show('Signup Failed', message ?? TRY_AGAIN);
      return;
    }
    const { user, ...tokens } = result.data;
    startSession(tokens, form.email, user);
    notification.success({ title: 'Signup Successful', description: 'Welcome to Vantage!' });
    navigate(target);
  };

  return { submit, submitting: isLoading, error };
}
