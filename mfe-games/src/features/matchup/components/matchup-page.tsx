// /game/{gameId}: the full matchup page (product rules §2).
import { Flex } from 'antd';
import { useParams } from 'react-router-dom';
import { queryErrorMessage } from '@vantage/client/error-message';
import { NotFound } from '@vantage/client/not-found';
import { GUEST_LOCKED_GAME } from '@vantage/contracts/sports-rules';
import { isWellFormedGameId } from '@/shared/model/game-id';
import { prefetchGame } from '../api/prefetch';
import { useMatchupGame } from '../hooks/use-matchup-game';
import { GameLoadError } from './game-load-error';
import { GameSignInPrompt } from './game-sign-in-prompt';
import { InvalidGameId } from './invalid-game-id';
import { Matchup } from './matchup';
import { MatchupHeader } from './matchup-header';
import { MatchupSkeleton } from './matchup-skeleton';

function MatchupLoader({ gameId }: { gameId: string }) {
  const game = useMatchupGame(gameId);
  const { detail } = game;
  if (game.notFound) return <NotFound />;
  // A guest's game beyond the free insight (its day's list says so; the server's 401/403 if not): offer the way in.
  if (game.needsSignIn) {
    return <GameSignInPrompt message={game.locked ? GUEST_LOCKED_GAME : queryErrorMessage(game.error)} />;
  }
  if (game.isLoading) return <MatchupSkeleton />;
  if (game.error || !detail) return <GameLoadError error={game.error} onRetry={game.retry} />;
  return (
    <Flex vertical gap={16}>
      <MatchupHeader detail={detail} />
      <Matchup detail={detail} viewer={game.viewer} />
    </Flex>
  );
}

/** The screen's first data, fetched before its first render (see @vantage/client/remote-routes). */
export const prefetch = prefetchGame;

export default function MatchupPage() {
  const { gameId } = useParams();
  if (!isWellFormedGameId(gameId)) return <InvalidGameId />;
  return <MatchupLoader key={gameId} gameId={gameId} />;
}
