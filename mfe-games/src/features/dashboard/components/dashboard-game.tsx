import { memo, Suspense, useCallback, useDeferredValue, useState } from 'react';
import type { Calendar, ComparisonGame } from '@vantage/contracts/sports';
import { useGameDetailQuery, type Viewer } from '@vantage/client/sports-api';
import {
  GameDetailModalOnDemand as GameDetailModal,
  isGameDetailModalLoading,
  loadGameDetailModal as loadModal,
} from '@/components/game-detail-modal-on-demand';
import { GameCard } from './game-card';

// No part of the dashboard's first scripts: fetched when a Details or Full Analysis button is pointed at,
// touched or focused (before its click), so most openings do not wait for the whole download.
function prefetchModal(): void {
  if (!isGameDetailModalLoading()) void loadModal();
}

/**
 * One unlocked game (memo: the page re-renders when, say, the member's tier arrives, and fifteen cards
 * rendering again for it was a long task on a phone): its detail (trends, Vantage breakdown, comprehensive analysis) is fetched as soon as the
 * list shows it (product rules §4); if that fails the card keeps the list's values and the modal says so.
 */
export const DashboardGame = memo(function DashboardGame({
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
  const answer = useGameDetailQuery({ gameId: game.game_id, viewer });
  // A store update renders at once and whole; the card's new detail renders deferred instead, in slices that
  // yield to the page (a member's fifteen answers arrive together: rendered at once, they were the longest
  // tasks of the dashboard's load on a phone).
  const { data: detail, isLoading, isError, refetch } = useDeferredValue(answer);
  const openDetails = useCallback(() => {
    setModalUsed(true);
    setModalOpen(true);
  }, []);
  return (
    <>
      <GameCard
        game={game}
        calendar={calendar}
        detail={detail}
        detailLoading={isLoading}
        onOpenDetails={openDetails}
        onDetailsIntent={prefetchModal}
        onExpand={isError ? refetch : undefined}
      />
      {modalUsed && (
        <Suspense fallback={null}>
          <GameDetailModal game={game} viewer={viewer} open={modalOpen} onClose={() => setModalOpen(false)} />
        </Suspense>
      )}
    </>
  );
});
