import { deriveTrend, keyTrends, laterText, trendConfidence } from './trends';

test('a trend string yields name, record, percentage and confidence', () => {
  expect(deriveTrend('Home favourite after a loss — 34-20 (63.0%)', true)).toEqual({
    name: 'Home favourite after a loss',
    description: '34-20 (63.0%)',
    percentage: 63,
    direction: 'up',
    confidence: 'medium',
    games: 54,
    winRate: 63,
  });
});

test('check and cross marks are removed; a string without a record takes the default percentage', () => {
  expect(deriveTrend('✅ Strong at home', true)).toMatchObject({
    name: 'Strong at home',
    percentage: 75,
    confidence: 'high',
    games: null,
    winRate: null,
  });
  expect(deriveTrend('❌ Away underdog — cold bats', false)).toMatchObject({
    name: 'Away underdog',
    description: 'cold bats',
    percentage: 25,
    direction: 'down',
    confidence: 'low',
  });
});

test('confidence thresholds 70 and 50', () => {
  expect([70, 69.9, 50, 49.9].map(trendConfidence)).toEqual(['high', 'medium', 'medium', 'low']);
});

test('key trends: strongest positives of both teams first, then the worst concerns, up to the limit', () => {
  const teams = [
    {
      team_name: 'Yankees',
      team_code: 'NYA',
      team_abbreviation: 'NYY',
      positive: ['Home — 30-20 (60.0%)'],
      negative: ['Home in day games — 5-15 (25.0%)'],
    },
    {
      team_name: 'Red Sox',
      team_code: 'BOS',
      positive: ['Away after a win — 20-10 (66.7%)'],
      negative: ['Away — 10-12 (45.5%)'],
    },
  ];
  // Labelled with what fans call the team (NYY), not the record's code (NYA).
  expect(keyTrends(teams, 3).map((t) => `${t.teamLabel} ${t.name}`)).toEqual([
    'BOS Away after a win',
    'NYY Home',
    'NYY Home in day games',
  ]);
  expect(keyTrends(teams, 4)).toHaveLength(4);
  expect(keyTrends([], 4)).toEqual([]);
});

test("a key trend carries its record since it was found, in the card's words", () => {
  const trend = 'Home favourite — 2022–2023: 45-30 (60.0%)';
  const later = {
    trend,
    positive: true,
    found: '2023-05-16',
    wins: 8,
    losses: 7,
    label: 'holding_up' as const,
    likely_noise: true,
  };
  const [key] = keyTrends(
    [{ team_name: 'Yankees', team_code: 'NYA', positive: [trend], negative: [], later: [later] }],
    4,
  );
  expect(key.later).toEqual(later);
  expect(laterText(later)).toBe('Since found (16 May 2023): 8-7 · holding up · likely noise');
  expect(laterText({ ...later, wins: 2, losses: 1, label: 'too_few_games', likely_noise: false })).toBe(
    'Since found (16 May 2023): 2-1 · too few games since',
  );
});
