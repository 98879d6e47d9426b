import { teamGame } from '@vantage/contracts/testing/games';
import { headToHead, recentCompletedGames } from './history';

function game(id: string, date: string, home: string, away: string, result: 'home_win' | 'away_win' | null) {
  return teamGame({
    game_id: id,
    game_date: date,
    home_team_code: home,
    away_team_code: away,
    game_status: result ? 'completed' : 'scheduled',
    final_score: result ? (result === 'home_win' ? { home: 3, away: 1 } : { home: 1, away: 3 }) : null,
    actual_result: result,
  });
}

const yankees = [
  game('1', '2023-04-01', 'NYA', 'BOS', 'home_win'),
  game('2', '2023-04-02', 'BOS', 'NYA', 'home_win'),
  game('3', '2023-04-03', 'NYA', 'TOR', 'away_win'),
  game('4', '2023-05-01', 'BOS', 'NYA', 'away_win'),
  game('5', '2023-09-01', 'NYA', 'BOS', null),
];

test('head-to-head: meetings at either park, completed ones tallied per side', () => {
  const h2h = headToHead(yankees, 'NYA', 'BOS');
  expect(h2h.meetings.map((g) => g.game_id)).toEqual(['1', '2', '4', '5']);
  expect([h2h.homeWins, h2h.awayWins]).toEqual([2, 1]);
});

test('recent completed games of either team before the date, newest first, once each', () => {
  const redSox = [yankees[0], yankees[1], game('6', '2023-04-04', 'BOS', 'TBA', 'home_win'), yankees[3]];
  expect(recentCompletedGames([yankees, redSox], '2023-05-01', 3).map((g) => g.game_id)).toEqual(['6', '3', '2']);
  expect(recentCompletedGames([yankees], '2023-01-01', 3)).toEqual([]);
});
