import { Button } from 'antd';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import { queryErrorMessage } from '@vantage/client/error-message';
import { ErrorCard } from '@/components/error-card';
import { RetryButton } from '@/components/retry-button';

/** The game could not be loaded: back to all games, or try again. */
export function GameLoadError({
  error,
  onRetry,
}: {
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry: () => void;
}) {
  const navigate = useNavigate();
  return (
    <ErrorCard
      title="Unable to load this game"
      message={queryErrorMessage(error)}
      actions={
        <>
          <Button onClick={() => navigate('/mlb-trends')}>Back</Button>
          <RetryButton onClick={onRetry} />
        </>
      }
    />
  );
}
