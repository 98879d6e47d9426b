import { LinkButton } from '@vantage/client/link-button';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';
import { leagueOfGameId } from '@vantage/contracts/sports-rules';
import { trendsPath } from '@vantage/contracts/ui-routes';
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
  const league = leagueOfGameId(useParams().gameId ?? '');
  return (
    <ErrorCard
      title="Unable to load this game"
      message={queryErrorMessage(error)}
      actions={
        <>
          <LinkButton to={trendsPath(league)}>Back</LinkButton>
          <RetryButton onClick={onRetry} />
        </>
      }
    />
  );
}
