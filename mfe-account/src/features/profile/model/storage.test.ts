import { storageLines } from './storage';

test('projects used of the limit, storage used of the plan with each part, and what remains', () => {
  const usage = { projects_used: 1, projects_limit: 1, watchlist_bytes: 1_300, storage_limit_bytes: 1024 ** 3 };
  expect(storageLines(usage, 11_264)).toEqual({
    projects: '1 of 1',
    storage: '12.3 KB of 1 GB (profile picture 11 KB, watchlists 1.27 KB)',
    remaining: '1 GB',
  });
  expect(storageLines({ ...usage, projects_used: 14, projects_limit: null }, 0).projects).toBe('14 (unlimited)');
});
