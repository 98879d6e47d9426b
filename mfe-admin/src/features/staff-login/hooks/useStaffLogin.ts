import { useNavigate, useSearchParams } from 'react-router-dom';
import type { StaffLoginRequest } from '@vantage/contracts/auth';
import { useStaffLoginMutation } from '../api/staffLoginApi';
import { safeNext } from '../model/safeNext';

function loginError(error: unknown): string | null {
  if (!error) return null;
  const data = (error as { data?: unknown }).data;
  const detail = data && typeof data === 'object' ? (data as { detail?: unknown }).detail : undefined;
  return typeof detail === 'string' ? detail : 'Login failed';
}

/** Signs a staff member in (the cookie is set by the answer) and returns to the validated `next`. */
export function useStaffLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [staffLogin, { isLoading, error }] = useStaffLoginMutation();
  const next = safeNext(params.get('next'));
  const submit = async (values: Omit<StaffLoginRequest, 'next'>) => {
    const result = await staffLogin({ ...values, next });
    if (!result.error) navigate(next, { replace: true });
  };
  return { submit, submitting: isLoading, error: loginError(error) };
}
