import type { TeamGames } from '@vantage/contracts/sports';
import { ANY_CONDITIONS, describeConditions, explore } from './explorer';

type TeamGame = TeamGames['games'][number];
const team = {
  code: 'NYA',
  name: 'New York Yankees',
  city: 'New York',
  league: 'AL',
  division: 'AL East',
  abbreviation: 'NYY',
} as const;
function game(
  id: string,
  date: string,
  home: string,
  away: string,
  score: [number, number] | null,
  time = 'Night game',
): TeamGame {
  return {
    game_id: id,
    game_date: date,
    game_time: time,
    home_team_code: home,
    away_team_code: away,
    home_team: `${home} team`,
    away_team: `${away} team`,
    game_status: score ? 'completed' : 'scheduled',
    final_score: score ? { home: score[0], away: score[1] } : null,
    actual_result: score ? (score[0] > score[1] ? 'home_win' : 'away_win') : null,
  };
}
const season: TeamGames = {
  team,
  season: 2023,
  games: [
    game('1', '2023-04-01', 'NYA', 'BOS', [5, 3], 'Day game'), // W, first game: no previous
    game('2', '2023-04-02', 'NYA', 'BOS', [1, 2], '7:05 PM'), // L, after a win, no rest
    game('3', '2023-04-04', 'TOR', 'NYA', [0, 4], '1:07 PM'), // W, after a loss, one day off
    game('4', '2023-04-07', 'CHN', 'NYA', [6, 2]), // L, after a win, 2 days off
    game('5', '2023-04-08', 'NYA', 'CHN', null), // not played yet
  ],
};
const divisions = new Map([
  ['NYA', 'AL East'],
  ['BOS', 'AL East'],
  ['TOR', 'AL East'],
  ['CHN', 'NL Central'],
]);
const ids = (conditions = ANY_CONDITIONS) =>
  explore([season], 'NYA', divisions, conditions).matches.map((m) => m.game.game_id);

test('no conditions: every completed game, most recent first, with the record', () => {
  const result = explore([season], 'NYA', divisions, ANY_CONDITIONS);
  expect(result.matches.map((m) => `${m.game.game_id} ${m.result}`)).toEqual([
    '4 L 2-6',
    '3 W 4-0',
    '2 L 1-2',
    '1 W 5-3',
  ]);
  expect([result.wins, result.losses, result.winPercent]).toEqual([2, 2, 50]);
});

test('each condition', () => {
  expect(ids({ ...ANY_CONDITIONS, venue: 'home' })).toEqual(['2', '1']);
  expect(ids({ ...ANY_CONDITIONS, venue: 'away' })).toEqual(['4', '3']);
  expect(ids({ ...ANY_CONDITIONS, previous: 'after_win' })).toEqual(['4', '2']);
  expect(ids({ ...ANY_CONDITIONS, previous: 'after_loss' })).toEqual(['3']);
  expect(ids({ ...ANY_CONDITIONS, rest: 'none' })).toEqual(['2']);
  expect(ids({ ...ANY_CONDITIONS, rest: 'one' })).toEqual(['3']);
  expect(ids({ ...ANY_CONDITIONS, rest: 'two_plus' })).toEqual(['4']);
  expect(ids({ ...ANY_CONDITIONS, time: 'day' })).toEqual(['3', '1']);
  expect(ids({ ...ANY_CONDITIONS, time: 'night' })).toEqual(['4', '2']);
  expect(ids({ ...ANY_CONDITIONS, opponentDivision: 'division' })).toEqual(['3', '2', '1']);
  expect(ids({ ...ANY_CONDITIONS, opponentDivision: 'NL Central' })).toEqual(['4']);
});

test('conditions combine; no match gives no percentage; each season starts without a previous game', () => {
  const result = explore([season], 'NYA', divisions, { ...ANY_CONDITIONS, venue: 'home', previous: 'after_loss' });
  expect(result).toEqual({ wins: 0, losses: 0, winPercent: null, matches: [] });
  const next: TeamGames = { ...season, season: 2024, games: [game('9', '2024-03-28', 'NYA', 'BOS', [3, 1])] };
  expect(
    explore([season, next], 'NYA', divisions, { ...ANY_CONDITIONS, previous: 'after_loss' }).matches.map(
      (m) => m.game.game_id,
    ),
  ).toEqual(['3']);
});

test('the situation in words', () => {
  expect(describeConditions(ANY_CONDITIONS)).toBe('All games');
  expect(
    describeConditions({
      venue: 'home',
      previous: 'after_loss',
      rest: 'one',
      time: 'night',
      opponentDivision: 'division',
    }),
  ).toBe('Home after a loss after a day off in night games vs division rivals');
  expect(describeConditions({ ...ANY_CONDITIONS, venue: 'away', opponentDivision: 'NL West' })).toBe(
    'Away vs the NL West',
  );
});
