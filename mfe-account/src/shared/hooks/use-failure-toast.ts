import { useEffect, useId } from 'react';
import { useAppFeedback } from '@vantage/client/app-feedback';

/**
 * A form's failure toast, one at a time: the next attempt, a success and leaving the page close it, so an old
 * "No active account…" never sits on the dashboard the member has just signed in to.
 */
export function useFailureToast() {
  const { notification } = useAppFeedback();
  const key = useId();
  useEffect(() => () => notification.destroy(key), [notification, key]);
  return {
    show: (title: string, description: string) => notification.error({ key, title, description }),
    close: () => notification.destroy(key),
  };
}
