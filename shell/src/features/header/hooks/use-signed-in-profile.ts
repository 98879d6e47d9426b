import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetProfileQuery, profilePictureSrc, type UserProfile } from '@vantage/client/profile';
import { useAppDispatch } from '@vantage/client/redux-hooks';
import { clearSession, getSession, setProfilePictureUrl, type Session } from '@vantage/client/session';
import { rememberDarkMode, setDarkMode, systemPrefersDark } from '@vantage/client/theme';
import { useSession } from '@vantage/client/use-session';

export interface SignedInState {
  session: Session;
  signedIn: boolean;
  /** Undefined while loading or when signed out. */
  profile: UserProfile | undefined;
  pictureSrc: string | undefined;
}

/** The header's view of the user: the stored session, and the profile fetched while signed in. */
export function useSignedInProfile(): SignedInState {
  const session = useSession();
  const dispatch = useAppDispatch();
  const signedIn = session.accessToken !== null;
  const { data, isError, fulfilledTimeStamp } = useGetProfileQuery(
    signedIn && session.email ? session.email : skipToken,
  );
  const profile = signedIn ? data : undefined;

  useEffect(() => {
    // The spec: a failed profile fetch in the header clears the stored credentials.
    if (isError) clearSession();
  }, [isError]);

  useEffect(() => {
    if (profile) setProfilePictureUrl(profile.profile_picture);
  }, [profile]);

  // Signed out: the system's scheme. Signed in: the saved profile's choice once it is loaded; until then the
  // theme keeps what it started with (this browser's hint of that choice).
  const darkMode = signedIn ? profile?.dark_mode : systemPrefersDark();
  useEffect(() => {
    if (darkMode === undefined) return;
    // Hydrating a member's page renders a guest's session first (the server's), then theirs: not a sign-out.
    if (!signedIn && getSession().accessToken !== null) return;
    dispatch(setDarkMode(darkMode));
    if (signedIn) rememberDarkMode(darkMode);
  }, [dispatch, darkMode, signedIn]);

  const pictureUrl = profile ? profile.profile_picture : session.profilePictureUrl;
  return { session, signedIn, profile, pictureSrc: profilePictureSrc(pictureUrl, fulfilledTimeStamp) };
}
