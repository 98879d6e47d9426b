import { isWellFormedGameId, shortGameId } from './game-id';

test('a game id is shown by its last 6 characters', () => {
  expect(shortGameId('2023-07-15-BOS-NYA-1')).toBe('-NYA-1');
  expect(shortGameId('abc')).toBe('abc');
});

test('well-formed ids', () => {
  expect(isWellFormedGameId('2023-07-15-BOS-NYA-1')).toBe(true);
  expect(isWellFormedGameId(undefined)).toBe(false);
  expect(isWellFormedGameId('')).toBe(false);
  expect(isWellFormedGameId('<script>')).toBe(false);
  expect(isWellFormedGameId('a'.repeat(65))).toBe(false);
});
