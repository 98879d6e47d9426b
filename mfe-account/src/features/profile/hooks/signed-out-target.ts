import { createContext, useContext } from 'react';

/**
 * Where the profile page goes when its session ends on purpose (the account was deleted), instead of /login:
 * set (flushed) before the session ends, so the page's session guard sends the member there at once.
 */
export const SignedOutTargetContext = createContext<(path: string) => void>(() => {});

export const useSetSignedOutTarget = () => useContext(SignedOutTargetContext);
