import { dateLabel } from './game-time';

test("a card's date label reads against the server's calendar, not the browser's clock", () => {
  const calendar = { today: '2023-07-15', yesterday: '2023-07-14' };
  expect(dateLabel('2023-07-15', calendar)).toBe('Today');
  expect(dateLabel('2023-07-14', calendar)).toBe('Yesterday');
  expect(dateLabel('2023-07-04', calendar)).toBe('Jul 4');
});
