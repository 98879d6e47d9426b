import { useNavigate, useSearchParams } from 'react-router-dom';
import type { StaffLoginRequest } from '@vantage/contracts/auth';
import { loginErrorMessage } from '@vantage/client/error-message';
import { useStartSession } from '@vantage/client/start-session';
import { useStaffLoginMutation } from '../api/staff-login-api';
import { safeNext } from '../model/safe-next';

/**
 * Signs a staff member in (the staff cookie is set by the answer; the tokens make it a session the header
 * shows, with its sign-out) and returns to the validated `next`.
 */
export function useStaffLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [staffLogin, { isLoading, error }] = useStaffLoginMutation();
  const startSession = useStartSession();
  const next = safeNext(params.get('next'));
  const submit = async (values: Omit<StaffLoginRequest, 'next'>) => {
    const result = await staffLogin({ ...values, next });
    if (result.error) return;
    const { access, refresh, user } = result.data;
    startSession({ access, refresh }, values.email, user, { staff: true });
    navigate(next, { replace: true });
  };
  return { submit, submitting: isLoading, error: error ? loginErrorMessage(error) : null };
}
