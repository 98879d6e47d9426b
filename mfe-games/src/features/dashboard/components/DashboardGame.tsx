import { lazy, Suspense, useState } from 'react';
import type { Calendar, ComparisonGame } from '@vantage/contracts/sports';
import { useGameDetailQuery, type Viewer } from '../../../shared/api/sportsApi';
import { GameCard } from './GameCard';

// Loaded on the first Details click, so the dashboard's first paint does not wait for it.
const GameDetailModal = lazy(() =>
  import('../../../components/GameDetailModal').then(({ GameDetailModal }) => ({ default: GameDetailModal })),
);

/**
 * One unlocked game: its detail (trends, Vantage breakdown, comprehensive analysis) is fetched as soon as the
 * list shows it (spec §4); if that fails the card keeps the list's values and the modal says so.
 */
export function DashboardGame({
  game,
  calendar,
  viewer,
}: {
  game: ComparisonGame;
  calendar: Pick<Calendar, 'today' | 'yesterday'>;
  viewer: Viewer;
}) {
  const [modalOpen, setModalOpen] = useState(false);
  // Stays mounted after the first opening, so closing keeps the modal's animation.
  const [modalUsed, setModalUsed] = useState(false);
  const { data: detail, isLoading, isError, refetch } = useGameDetailQuery({ gameId: game.game_id, viewer });
  return (
    <>
      <GameCard
        game={game}
        calendar={calendar}
        detail={detail}
        detailLoading={isLoading}
        onOpenDetails={() => {
          setModalUsed(true);
          setModalOpen(true);
        }}
        onExpand={isError ? refetch : undefined}
      />
      {modalUsed && (
        <Suspense fallback={null}>
          <GameDetailModal game={game} viewer={viewer} open={modalOpen} onClose={() => setModalOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
