import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useAppFeedback } from '@vantage/client/app-feedback';
import { endSession } from '@vantage/client/session';
import { useDeleteAccountMutation } from '../api/account-deletion-api';
import { useSetSignedOutTarget } from './signed-out-target';
import { ACCOUNT_DELETION_TEXT, deletionConfirmed, deletionFailure } from '../model/account-deletion';

/**
 * The confirmation's state and the deletion: once the account is gone the member lands on the landing page,
 * signed out (the server has ended every session already), with a message saying so.
 */
export function useAccountDeletion(accountEmail: string) {
  const [open, setOpen] = useState(false);
  const [typedEmail, setTypedEmail] = useState('');
  const [password, setPassword] = useState('');
  const [deleteAccount, { isLoading, error, reset }] = useDeleteAccountMutation();
  const setSignedOutTarget = useSetSignedOutTarget();
  const { message } = useAppFeedback();

  const close = () => {
    setOpen(false);
    setTypedEmail('');
    setPassword('');
    reset();
  };

  const confirm = async () => {
    const result = await deleteAccount({ password });
    if (result.error) return;
    void message.success(ACCOUNT_DELETION_TEXT.deleted, 8);
    // The session ends before any other request goes out with its (now refused) token, and the page's guard
    // sends the member to the landing page rather than to /login.
    flushSync(() => setSignedOutTarget('/'));
    endSession();
  };

  const failure = error ? deletionFailure(error) : { password: null, alert: null };
  return {
    open,
    show: () => setOpen(true),
    close,
    typedEmail,
    setTypedEmail,
    password,
    setPassword: (value: string) => {
      setPassword(value);
      reset();
    },
    canConfirm: deletionConfirmed(typedEmail, accountEmail, password) && !isLoading,
    deleting: isLoading,
    confirm,
    failure,
  };
}
