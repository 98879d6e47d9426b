import type { Watchlist } from '@vantage/contracts/watchlists';
import { formValues, leaguesOffered, limitReached, limitText, watchlistInput } from './watchlists';

const usage = (used: number, limit: number | null) => ({
  projects_used: used,
  projects_limit: limit,
  watchlist_bytes: 0,
  storage_limit_bytes: 1,
});

test('the limit is reached at the plan number; Pro never', () => {
  expect(limitReached(usage(0, 1))).toBe(false);
  expect(limitReached(usage(1, 1))).toBe(true);
  expect(limitReached(usage(12, 1))).toBe(true);
  expect(limitReached(usage(500, null))).toBe(false);
});

test('the notice names the plan, its number and the next plan', () => {
  expect(limitText(usage(1, 1), 'free')).toBe(
    'Your Free plan includes 1 watchlist, and you have 1. Upgrade to Basic for more, or delete one to make room.',
  );
  expect(limitText(usage(10, 10), 'basic')).toMatch(/^Your Basic plan includes 10 watchlists, .* Upgrade to Pro/);
});

test('a watchlist goes into the form and back as the API takes it', () => {
  const watchlist: Watchlist = {
    id: '00000000-0000-4000-8000-000000000000',
    name: 'Road dogs',
    leagues: ['mlb', 'nba'],
    teams: [{ league: 'nba', code: 'BOS', name: 'Boston Celtics' }],
    situations: [
      {
        venue: 'away',
        price: 'underdog',
        previous: 'any',
        rest: 'any',
        time: 'any',
        opponent: 'any',
        description: 'Away underdog',
      },
    ],
    alerts: true,
    alerts_paused: false,
    created_at: '',
    updated_at: '',
  };
  const values = formValues(watchlist);
  expect(values.teams).toEqual(['nba:BOS']);
  expect(watchlistInput(values)).toEqual({
    name: 'Road dogs',
    leagues: ['mlb', 'nba'],
    teams: [{ league: 'nba', code: 'BOS' }],
    situations: [{ venue: 'away', price: 'underdog', previous: 'any', rest: 'any', time: 'any', opponent: 'any' }],
    alerts: true,
  });
  expect(leaguesOffered([])).toEqual(['mlb', 'nba', 'nfl', 'nhl']);
  expect(leaguesOffered(['nhl'])).toEqual(['nhl']);
});
