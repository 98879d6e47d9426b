import { comparisonGameSchema } from '@vantage/contracts/sports';
import { listGame } from './test-support/games';
import { readGameList } from './game-list';

const complete = listGame({
  win_probability: 58.1,
  home_win_probability: 58.1,
  away_win_probability: 41.9,
  home_starter: { name: 'Gerrit Cole', record: '9-4' },
  moneyline: { home: -140, away: 120, total: 8.5 },
  access: { insight: true, comprehensive_analysis: false, expected_value: true },
});

test('an object with a games array and a bare array are both read', () => {
  expect(
    readGameList({ date: '2023-07-15', games: [complete] }, { pastDay: false, gameSchema: comparisonGameSchema }),
  ).toEqual([complete]);
  expect(readGameList([complete], { pastDay: false, gameSchema: comparisonGameSchema })).toEqual([complete]);
});

test('anything else is not a list (Unexpected data format)', () => {
  expect(readGameList({ detail: 'oops' }, { pastDay: false, gameSchema: comparisonGameSchema })).toBeNull();
  expect(readGameList('<html>', { pastDay: false, gameSchema: comparisonGameSchema })).toBeNull();
  expect(readGameList(null, { pastDay: false, gameSchema: comparisonGameSchema })).toBeNull();
});

test('entries without an id, a date or both teams are dropped', () => {
  const { game_id: _id, ...noId } = complete;
  const { game_date: _date, ...noDate } = complete;
  const { home_team: _home, ...noHome } = complete;
  expect(
    readGameList([noId, noDate, noHome, { ...complete, away_team: null }, 'x', null], {
      pastDay: false,
      gameSchema: comparisonGameSchema,
    }),
  ).toEqual([]);
});

test('missing fields take the spec defaults; completed by default on a past day', () => {
  const minimal = { game_id: 'g1', game_date: '2023-07-14', home_team: 'A', away_team: 'B' };
  const [today] = readGameList([minimal], { pastDay: false, gameSchema: comparisonGameSchema })!;
  expect(today).toMatchObject({
    game_time: 'TBD',
    game_status: 'scheduled',
    predicted_winner: 'neutral',
    win_probability: 50,
    margin: 0,
    confidence: 'low',
    home_final_score: 50,
    away_trend_score: 50,
    home_vantage: 0,
    home_ev: null,
    total_trends: 0,
  });
  const [yesterday] = readGameList([{ ...minimal, home_ev: null }], {
    pastDay: true,
    gameSchema: comparisonGameSchema,
  })!;
  expect(yesterday.game_status).toBe('completed');
  expect(yesterday.home_ev).toBeNull();
});

test('a team name that is not text takes the Unknown name; an entry breaking the contract is dropped', () => {
  const [game] = readGameList([{ ...complete, home_team: 42 }], { pastDay: false, gameSchema: comparisonGameSchema })!;
  expect(game.home_team).toBe('Unknown Home Team');
  expect(
    readGameList([{ ...complete, game_date: '15/07/2023' }], { pastDay: false, gameSchema: comparisonGameSchema }),
  ).toEqual([]);
});
