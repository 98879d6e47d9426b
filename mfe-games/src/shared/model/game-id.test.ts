import { gameDateOfId, isWellFormedGameId } from './game-id';

test('well-formed ids', () => {
  expect(isWellFormedGameId('2023-07-15-BOS-NYA-1')).toBe(true);
  expect(isWellFormedGameId(undefined)).toBe(false);
  expect(isWellFormedGameId('')).toBe(false);
  expect(isWellFormedGameId('<script>')).toBe(false);
  expect(isWellFormedGameId('a'.repeat(65))).toBe(false);
});

test('the date of every league’s ids (the others carry the league before it)', () => {
  expect(gameDateOfId('2023-08-02-LAA-ATL-0')).toBe('2023-08-02');
  expect(gameDateOfId('nba-2024-02-14-LAL-DEN-0')).toBe('2024-02-14');
  expect(gameDateOfId('not-a-game')).toBeNull();
});
