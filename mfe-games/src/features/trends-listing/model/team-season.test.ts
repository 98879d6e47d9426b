import type { TeamGames } from '@vantage/contracts/sports';
import { teamGame } from '@vantage/contracts/testing/games';
import { summariseSeason, teamGameView } from './team-season';

const team = {
  code: 'NYA',
  name: 'New York Yankees',
  city: 'New York',
  league: 'AL',
  division: 'AL East',
  abbreviation: 'NYY',
} as const;
function game(id: string, home: string, away: string, score: [number, number] | null): TeamGames['games'][number] {
  return teamGame({
    game_id: id,
    home_team_code: home,
    away_team_code: away,
    game_status: score ? 'completed' : 'scheduled',
    final_score: score ? { home: score[0], away: score[1] } : null,
    actual_result: score ? (score[0] > score[1] ? 'home_win' : 'away_win') : null,
  });
}

test('a result is told from the team side', () => {
  expect(teamGameView(game('a', 'NYA', 'BOS', [5, 3]), 'NYA')).toMatchObject({
    home: true,
    opponent: 'BOS',
    result: 'W 5-3',
    won: true,
  });
  expect(teamGameView(game('b', 'BOS', 'NYA', [5, 3]), 'NYA')).toMatchObject({
    home: false,
    opponent: 'BOS',
    result: 'L 3-5',
    won: false,
  });
  expect(teamGameView(game('c', 'BOS', 'NYA', null), 'NYA')).toMatchObject({ result: null, won: null });
});

const NO_LINES = { ats: null, ou: null };

test('season record, most recent results first, next games in order', () => {
  const data: TeamGames = {
    team,
    season: 2023,
    lines: { all: NO_LINES, home: NO_LINES, away: NO_LINES },
    games: [
      game('1', 'NYA', 'BOS', [5, 3]),
      game('2', 'NYA', 'BOS', [1, 2]),
      game('3', 'TOR', 'NYA', [0, 4]),
      game('4', 'TOR', 'NYA', null),
      game('5', 'NYA', 'TBA', null),
    ],
  };
  const summary = summariseSeason(data, 2);
  expect([summary.wins, summary.losses]).toEqual([2, 1]);
  expect(summary.recent.map((view) => view.game.game_id)).toEqual(['3', '2']);
  expect(summary.upcoming.map((view) => view.game.game_id)).toEqual(['4', '5']);
});
