// What a screen still loading shows once a request has failed and waits to try again: that it is retrying,
// and a way to try at once (base-query's retries keep their backoff otherwise).
import { useSyncExternalStore } from 'react';
import { Alert, Button } from 'antd';
// By package path: a remote may load this module first, and the waiting requests are the shell's copy's.
import { MAX_RETRIES, retryingAttempt, retryNow, subscribeToRetries } from '@vantage/client/base-query';

/** A server's page never says so (its requests do not retry), nor does the browser's hydration of it. */
const NOT_RETRYING = () => 0;

export function RetryingNotice() {
  const attempt = useSyncExternalStore(subscribeToRetries, retryingAttempt, NOT_RETRYING);
  if (!attempt) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={`Could not reach Vantage: trying again (attempt ${attempt} of ${MAX_RETRIES + 1})`}
      action={
        <Button size="small" onClick={retryNow}>
          Retry now
        </Button>
      }
    />
  );
}
