import { leagueAccuracyText, memberSince, recordText } from './quick-stats';

test('a week of recorded predictions as W-L (P%)', () => {
  expect(recordText({ counted: 11, correct: 8 })).toBe('8-3 (72.7%)');
  expect(recordText({ counted: 0, correct: 0 })).toBeNull();
});

test('best sport from the accuracy; member since from created_at', () => {
  expect(leagueAccuracyText('mlb', { accuracy: 0.6123 })).toBe('MLB (61%)');
  expect(leagueAccuracyText('nhl', { accuracy: 0.55 })).toBe('NHL (55%)');
  expect(leagueAccuracyText('nba', { accuracy: null })).toBeNull();
  expect(memberSince('2023-07-02T10:00:00Z')).toBe('Jul 2023');
  expect(memberSince(null)).toBe('—');
  expect(memberSince('garbage')).toBe('—');
});
