import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { devigHome } from '../odds';
import { parseLeagueArgs } from './leagues';

const root = path.resolve(__dirname, '../../..');
const fixture = path.join(root, 'src/model/leagues/fixtures/nfl');

describe('league back-test command line', () => {
  it('prints one JSON line for --sport nfl --data DIR --season 2020 --json, scored on the decided games with lines', () => {
    const out = execFileSync(
      path.join(root, '../node_modules/.bin/tsx'),
      ['src/data/backtest/cli.ts', '--sport', 'nfl', '--data', fixture, '--season', '2020', '--json'],
      { cwd: root, encoding: 'utf8' },
    );
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(1);
    const summary = JSON.parse(lines[0]);
    expect(Object.keys(summary).sort()).toEqual(
      ['accuracy', 'brier', 'elo_brier', 'games', 'log_loss', 'market_brier'].sort(),
    );
    // 2020 in the fixture: LV won at CAR, LV beat NO at home, CIN–PHI tied (and has no home line): two games.
    expect(summary.games).toBe(2);
    const market = ((devigHome(134, -124) - 0) ** 2 + (devigHome(180, -201) - 1) ** 2) / 2;
    expect(summary.market_brier).toBeCloseTo(market, 12);
    for (const key of ['brier', 'elo_brier', 'log_loss', 'accuracy']) expect(summary[key]).toBeGreaterThan(0);
  });

  it('names what is wrong with its arguments', () => {
    expect(() => parseLeagueArgs(['--sport', 'cricket', '--data', 'x', '--season', '2023'])).toThrow(
      'unknown sport "cricket"',
    );
    expect(() => parseLeagueArgs(['--sport', 'nba', '--season', '2023'])).toThrow('usage: backtest --sport');
    expect(parseLeagueArgs(['--sport', 'nhl', '--data', 'd', '--season', '2022', '--json'])).toEqual({
      sport: 'nhl',
      data: 'd',
      season: 2022,
      predictions: null,
      json: true,
    });
  });
});
