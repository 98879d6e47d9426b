// The full analysis's modal (game-detail-modal.tsx) is no part of a page's first scripts: a page renders it
// from the first opening on, and its code loads then (or earlier, when the page asks for it ahead).
import { lazy } from 'react';

let modalModule: Promise<typeof import('./game-detail-modal')> | null = null;
/** Loads the modal's code once; the same promise for every caller. */
export const loadGameDetailModal = () => (modalModule ??= import('./game-detail-modal'));
export const isGameDetailModalLoading = () => modalModule !== null;

export const GameDetailModalOnDemand = lazy(() =>
  loadGameDetailModal().then(({ GameDetailModal }) => ({ default: GameDetailModal })),
);
