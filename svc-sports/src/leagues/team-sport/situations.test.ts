import { addDays } from '../../clock/clock';
import { teamSportLeagueOf } from '../registry';
import { LeagueTrends, type GameTrends, type TrendGame, type TrendTeam } from './situations';

const teams = new Map<string, TrendTeam>([
  ['BOS', { conference: 'East', division: 'Atlantic' }],
  ['NYK', { conference: 'East', division: 'Atlantic' }],
  ['MIA', { conference: 'East', division: 'Southeast' }],
  ['LAL', { conference: 'West', division: 'Pacific' }],
]);

let n = 0;
/** A played game (scores home, away); a null score is a game not played yet. */
function game(
  date: string,
  away: string,
  home: string,
  score: [number, number] | null,
  extra: Partial<TrendGame> = {},
) {
  return {
    id: `g${n++}`,
    season: 2023,
    date,
    away,
    home,
    startTime: null,
    odds: null,
    result: score ? { homeScore: score[0], awayScore: score[1] } : null,
    ...extra,
  } satisfies TrendGame;
}

function walk(league: 'nba' | 'nfl' | 'nhl', games: TrendGame[]): Map<string, GameTrends> {
  const seen = new Map<string, GameTrends>();
  new LeagueTrends(teamSportLeagueOf(league).engine.situations, teams).walk(games, (g, t) => seen.set(g.id, t));
  return seen;
}

const others = (t: GameTrends, side: 'home' | 'away') => t.situations[side].situation.others;

describe('NBA and NHL situations', () => {
  it('reads back-to-backs, rest, the previous result, streaks, home stands, division and conference', () => {
    const season = [
      game('2023-10-24', 'NYK', 'BOS', [110, 100]), // BOS win at home
      game('2023-10-26', 'MIA', 'BOS', [90, 100]), // BOS loss at home (1 day off), MIA's first game
      game('2023-10-27', 'LAL', 'BOS', [100, 99]), // BOS: back-to-back, 3rd straight home game, after a loss
      game('2023-10-28', 'BOS', 'MIA', null), // not played yet
    ];
    const t = walk('nba', season);
    const first = t.get(season[0].id)!;
    expect(others(first, 'home')).toEqual([expect.stringMatching(/division rivals/)]);
    expect(first.situations.home.daysOff).toBeNull();

    const second = t.get(season[1].id)!;
    expect(others(second, 'home')).toEqual(['after a win', 'vs conference opponents']);
    expect(second.situations.home.daysOff).toBe(1);

    const third = t.get(season[2].id)!;
    expect(others(third, 'home')).toEqual([
      'after a loss',
      'in the 3rd+ straight home game',
      'on the second night of a back-to-back',
      'vs non-conference opponents',
    ]);
    // LAL's first game: no rest to compare, no previous result.
    expect(others(third, 'away')).toEqual(['vs non-conference opponents']);
    // MIA (one day off) against BOS on a back-to-back: the rest advantage is named on both sides.
    const fourth = t.get(season[3].id)!;
    expect(others(fourth, 'home')).toContain('with more rest than the opponent');
    expect(others(fourth, 'away')).toContain('with less rest than the opponent');
    expect(others(fourth, 'away')).toContain('on the second night of a back-to-back');
  });

  it('names a trend once its situation has 15 games, in the MLB string format, from earlier dates only', () => {
    // BOS beats NYK at home every other day: 16 home wins as the favourite.
    const line = { homeMoneyline: -200, awayMoneyline: 170 };
    const season = Array.from({ length: 16 }, (_, i) =>
      game(addDays('2023-11-01', 2 * i), 'NYK', 'BOS', [4, 2], { odds: line }),
    );
    const t = walk('nhl', season);
    // The 15th game reads 14 earlier games: nothing to show yet; the 16th reads 15.
    expect(t.get(season[14].id)!.home.positive).toEqual([]);
    const last = t.get(season[15].id)!;
    expect(last.home.positive).toContain('Home favourite — 15-0 (100.0%)');
    expect(last.away.negative).toContain('Away underdog — 0-15 (0.0%)');
    expect(last.home.momentum).toBe(1);
    expect(others(last, 'home')).toContain('on a 3+ game winning streak');
  });
});

describe('NFL situations', () => {
  it('reads a short week, a bye, primetime and a second straight road game', () => {
    const season = [
      game('2023-09-10', 'NYK', 'BOS', [20, 17]),
      game('2023-09-14', 'BOS', 'MIA', [24, 10], { startTime: '2023-09-15T00:15:00Z' }), // Thursday 8:15 PM ET
      game('2023-09-24', 'BOS', 'LAL', [21, 28]), // BOS: 2nd straight road game, nine days off
      game('2023-10-08', 'LAL', 'BOS', [30, 3], { startTime: '2023-10-08T17:00:00Z' }), // BOS after a bye
    ];
    const t = walk('nfl', season);
    const thursday = t.get(season[1].id)!;
    expect(others(thursday, 'away')).toEqual(
      expect.arrayContaining(['after a win', 'on a short week', 'in primetime', 'vs conference opponents']),
    );
    expect(others(t.get(season[2].id)!, 'away')).toEqual(
      expect.arrayContaining(['in the 2nd+ straight road game', 'after a loss', 'vs non-conference opponents']),
    );
    const afterBye = others(t.get(season[3].id)!, 'home');
    expect(afterBye).toContain('after a bye week');
    expect(afterBye).not.toContain('in primetime');
  });

  it('counts a tie as neither a win nor a loss', () => {
    const season = [game('2023-09-10', 'NYK', 'BOS', [20, 20]), game('2023-09-17', 'NYK', 'BOS', [27, 20])];
    const second = others(walk('nfl', season).get(season[1].id)!, 'home');
    expect(second).not.toContain('after a win');
    expect(second).not.toContain('after a loss');
  });
});
