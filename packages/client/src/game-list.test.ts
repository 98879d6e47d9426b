import { comparisonGameSchema } from '@vantage/contracts/sports';
import { listGame } from '@vantage/contracts/testing/games';
import { readGameList } from './game-list';

const complete = listGame({
  win_probability: 58.1,
  home_win_probability: 58.1,
  away_win_probability: 41.9,
  home_starter: { name: 'Gerrit Cole', record: '9-4' },
  moneyline: { home: -140, away: 120, total: 8.5 },
  access: { insight: true, comprehensive_analysis: false, expected_value: true },
});

test("the server's list is read as it is sent", () => {
  expect(readGameList({ date: '2023-07-15', games: [complete] }, comparisonGameSchema)).toEqual([complete]);
});

test('a bare list is the games alone: [] is an empty day, not a format error', () => {
  expect(readGameList([], comparisonGameSchema)).toEqual([]);
  expect(readGameList([complete], comparisonGameSchema)).toEqual([complete]);
});

test('anything else is not a list (Unexpected data format)', () => {
  for (const answer of [{ detail: 'oops' }, { games: 'none' }, '<html>', null, 42, {}]) {
    expect(readGameList(answer, comparisonGameSchema)).toBeNull();
  }
});

test('entries breaking the contract are dropped, the others kept', () => {
  const { game_id: _id, ...noId } = complete;
  const { start_kind: _kind, ...noStart } = complete;
  const broken = [
    noId,
    noStart,
    { ...complete, away_team: null },
    { ...complete, game_date: '15/07/2023' },
    { ...complete, home_team: 42 },
    'x',
    null,
  ];
  expect(readGameList({ games: [...broken, complete] }, comparisonGameSchema)).toEqual([complete]);
});
