import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router-dom';
import { useBetSummaryQuery, useListBetsQuery } from '@vantage/client/bets-api';
import { BET_MARKETS } from '@vantage/contracts/bet-book-rules';
import { LEAGUES } from '@vantage/contracts/sports-rules';
import { useBankroll } from '@/shared/hooks/use-bankroll';
import { useViewer } from '@/shared/hooks/use-viewer';
import { previousBooks } from '@/shared/model/bet-slip';
import { filtersOf, listQuery, monthsOf, type PageFilters } from '../model/bets';

/** The page's queries: the bets its filters (in the address) pick, every bet (for the book choices), the summary. */
export function useBets() {
  const viewer = useViewer();
  const cacheKey = viewer.email ?? '';
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params, LEAGUES, BET_MARKETS);
  const skip = !viewer.signedIn;
  const list = useListBetsQuery(skip ? skipToken : { cacheKey, filters: listQuery(filters) });
  const every = useListBetsQuery(skip ? skipToken : { cacheKey, filters: {} });
  // The totals of the bets shown (the list's filters); every bet's months for the month filter's choices.
  const summary = useBetSummaryQuery(skip ? skipToken : { cacheKey, filters: listQuery(filters) });
  const everySummary = useBetSummaryQuery(skip ? skipToken : { cacheKey, filters: {} });
  const { bankroll } = useBankroll(viewer);
  const setFilter = (key: keyof PageFilters, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return {
    viewer,
    cacheKey,
    filters,
    setFilter,
    filtered: Object.values(filters).some((value) => value !== null),
    list,
    summary,
    bankroll,
    books: previousBooks(every.data?.bets ?? []),
    months: monthsOf(everySummary.data),
  };
}
