import { useEffect, useRef, useState } from 'react';
import { Flex, Skeleton } from 'antd';
import { useAppFeedback } from '@vantage/client/app-feedback';
import { ResultOnDemand } from '@vantage/client/result-on-demand';
import { LinkButton } from '@vantage/client/link-button';
import { useNavigate } from 'react-router-dom';
import { useGetProfileQuery } from '@vantage/client/profile';
import { clearSession, isLoggedIn } from '@vantage/client/session';
import { useSession } from '@vantage/client/use-session';
import { RequireSession } from '@/shared/components/require-session';
import { SignedOutTargetContext } from '../hooks/signed-out-target';
import { ProfileView } from './profile-view';
import { RetryingNotice } from '@vantage/client/retrying-notice';

export const PROFILE_LOAD_FAILED = 'Failed to load profile data. Please try logging in again.';

/** /profile and /settings (product rules §2): the signed-in user's profile; without a token, /login. */
export function ProfilePage() {
  const [signedOutTo, setSignedOutTo] = useState<string>();
  return (
    <RequireSession signedOutTo={signedOutTo}>
      <SignedOutTargetContext.Provider value={setSignedOutTo}>
        <ProfileLoader />
      </SignedOutTargetContext.Provider>
    </RequireSession>
  );
}

function ProfileLoader() {
  const { email } = useSession();
  // The cache key the header uses too (see getProfile).
  const cacheKey = email ?? '';
  const { data: profile, isLoading, isError, isSuccess, fulfilledTimeStamp } = useGetProfileQuery(cacheKey);
  const navigate = useNavigate();
  const { message } = useAppFeedback();

  // product rules §4/§8: a failed load alerts, clears the tokens and goes to /login (once, however often it renders).
  // A session that ended on this load (its refresh failed) is already on its way to /login, which says why.
  const handledFailure = useRef(false);
  useEffect(() => {
    if (!isError || handledFailure.current) return;
    handledFailure.current = true;
    if (!isLoggedIn()) return;
    void message.error(PROFILE_LOAD_FAILED);
    clearSession();
    navigate('/login', { replace: true });
  }, [isError, message, navigate]);

  if (isLoading || isError) {
    return (
      <Flex vertical gap={16}>
        <RetryingNotice />
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Flex>
    );
  }
  if (isSuccess && !profile) {
    return (
      <ResultOnDemand
        status="warning"
        title="Unable to load profile data"
        extra={
          <LinkButton type="primary" to="/login">
            Return to Login
          </LinkButton>
        }
      />
    );
  }
  if (!profile) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  return <ProfileView profile={profile} cacheKey={cacheKey} pictureTimestamp={fulfilledTimeStamp} />;
}
