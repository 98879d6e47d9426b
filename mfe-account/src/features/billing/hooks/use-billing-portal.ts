import { useAppFeedback } from '@vantage/client/app-feedback';
import { queryErrorMessage } from '@vantage/client/error-message';
import { useCreatePortalSessionMutation } from '../api/billing-api';

/** Opens the billing portal (Stripe's, or the sandbox one without Stripe keys) in this tab. */
export function useBillingPortal() {
  const [createPortalSession, { isLoading, isSuccess }] = useCreatePortalSessionMutation();
  const { message } = useAppFeedback();

  const open = async () => {
    const result = await createPortalSession();
    if (result.error) {
      void message.error(`Unable to open the billing portal: ${queryErrorMessage(result.error)}`);
      return;
    }
    window.location.assign(result.data.url);
  };

  // Still busy after success: the page is being left.
  return { open, opening: isLoading || isSuccess };
}
