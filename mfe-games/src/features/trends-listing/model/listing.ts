// product rules §8 trends listing error texts.
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { queryErrorMessage } from '@vantage/client/error-message';

export const LISTING_PLACEHOLDERS = 8;

/** 'Failed to load games: {message}'; an answer that is no list reads 'Unexpected data format from server'. */
export function listingErrorMessage(error: FetchBaseQueryError | SerializedError | undefined): string {
  const message =
    error && 'status' in error && error.status === 'PARSING_ERROR'
      ? 'Unexpected data format from server'
      : queryErrorMessage(error);
  return `Failed to load games: ${message}`;
}

/** A momentum figure with its sign: '+0.40', '-0.20', '0.00'. */
export function formatMomentum(momentum: number): string {
  return `${momentum > 0 ? '+' : ''}${momentum.toFixed(2)}`;
}

/** '1 trend', '6 trends'. */
export function trendCountText(count: number): string {
  return `${count} ${count === 1 ? 'trend' : 'trends'}`;
}
