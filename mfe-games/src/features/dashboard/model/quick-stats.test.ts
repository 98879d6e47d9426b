import { leagueAccuracyText, memberSince, recordText } from './quick-stats';

test('a week of recorded predictions as W-L (P%)', () => {
  expect(recordText({ counted: 11, correct: 8 })).toBe('8-3 (72.7%)');
  expect(recordText({ counted: 0, correct: 0 })).toBeNull();
});

test('the league’s calls correct as every screen writes it; member since from created_at', () => {
  expect(leagueAccuracyText('mlb', { correct: 614, counted: 1026 })).toBe('MLB 59.8% (614/1,026)');
  expect(leagueAccuracyText('nba', { correct: 0, counted: 0 })).toBeNull();
  expect(memberSince('2023-07-02T10:00:00Z')).toBe('Jul 2023');
  expect(memberSince(null)).toBe('—');
  expect(memberSince('garbage')).toBe('—');
});
