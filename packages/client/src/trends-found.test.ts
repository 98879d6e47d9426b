import { trendsFoundText } from './trends-found';

const found = {
  league: 'nba' as const,
  season: 2023,
  current: true,
  through: '2024-02-13',
  found: 1412,
  still_qualifying: 301,
  right: 5120,
  wrong: 4980,
  right_pct: 50.7,
  judged: 640,
  holding_up: 352,
};

test('the record of every trend found, this season or a named one, and the share holding up', () => {
  const text = trendsFoundText(found);
  expect(text.headline).toBe('Trends found this season went 5,120-4,980 after they were found (50.7% right).');
  expect(text.details[0]).toMatch(/^1,412 trends found, shown on a card or not \(301 still qualifying\)/);
  expect(text.details[0]).toMatch(/Games through 13 Feb 2024\.$/);
  expect(text.details[1]).toMatch(/^Of the 640 with 10 or more games since found, 352 \(55\.0%\) were "holding up"/);
  expect(trendsFoundText({ ...found, current: false }).headline).toMatch(/^Trends found in the 2023–24 season went/);
  const none = trendsFoundText({
    ...found,
    found: 0,
    still_qualifying: 0,
    right: 0,
    wrong: 0,
    judged: 0,
    holding_up: 0,
  });
  expect(none.headline).toBe('No trend found this season has played a game since it was found.');
  expect(none.details).toHaveLength(1);
});
