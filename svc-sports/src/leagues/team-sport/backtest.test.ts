import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { devigHome } from '@vantage/contracts/bet-rules';
import { leagueOf } from '../registry';
import { UNTESTED } from './nested';
import { pooledBySample, sampleOf } from '../../data/backtest/samples';

const root = path.resolve(__dirname, '../../..');
const fixture = path.join(root, 'src/leagues/team-sport/fixtures/nfl');

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
    const market = ((devigHome(134, -124) - 0) ** 2 + (devigHome(180, -201) - 1) ** 2) / 2;
    expect(Object.keys(summary).sort()).toEqual(
      [
        'accuracy',
        'blend',
        'blend_brier',
        'brier',
        'choices',
        'constants',
        'elo_brier',
        'games',
        'log_loss',
        'market_brier',
        'sample',
      ].sort(),
    );
    // The fixture's one earlier season (2019) is the data's first: nothing scores the menu, the Elo formula predicts.
    expect(summary.choices).toMatchObject({ season: 2020, variant: UNTESTED.name, scoredOn: [], scores: [] });
    expect(summary.choices.constants).toMatchObject({ trainingSeasons: 0, ridge: 20 });
    // The fixture's 2019 holds too few games with a line to fit the blend: it is the market's forecast.
    expect(summary.blend).toBeNull();
    expect(summary.blend_brier).toBeCloseTo(market, 12);
    // 2020 is one of the seasons the NFL's served constants were chosen on: the figure says it is in sample.
    expect(summary).toMatchObject({
      sample: 'chosen',
      constants: 'constants chosen on 2015–2023',
    });
    // 2020 in the fixture: LV won at CAR, LV beat NO at home, CIN–PHI tied (and has no home line): two games.
    expect(summary.games).toBe(2);
    expect(summary.market_brier).toBeCloseTo(market, 12);
    for (const key of ['brier', 'elo_brier', 'log_loss', 'accuracy']) expect(summary[key]).toBeGreaterThan(0);
  });

  it('names a league it does not know', () => {
    expect(() => leagueOf('cricket')).toThrow('unknown league "cricket" (one of mlb, nba, nfl, nhl)');
  });

  it('pools every season with --pooled, the seasons the constants were chosen on apart from the rest', () => {
    const out = execFileSync(
      path.join(root, '../node_modules/.bin/tsx'),
      ['src/data/backtest/cli.ts', '--sport', 'nfl', '--data', fixture, '--pooled'],
      { cwd: root, encoding: 'utf8' },
    );
    const lines = out.trim().split('\n');
    expect(lines[0]).toBe('NFL: constants chosen on 2015–2023');
    // The fixture holds 2019 and 2020 only, both in sample: nothing to pool out of sample.
    expect(lines[1]).toMatch(/^ {2}OUT OF SAMPLE \(the figure that counts\) +no priced season$/);
    expect(lines[3]).toMatch(
      /^ {2}in sample \(constants chosen here\) +2019–2020 +\d+ games {2}Brier 0\.\d{4} {2}market 0\.\d{4} {2}gap [+-]0\.\d{5}$/,
    );
    // The blend by season: 2019 only warms the ratings; 2020 has too little history before it, so it is the market.
    expect(lines.slice(4, 7)).toEqual([
      '  blend (EV is priced with it) by season, each fitted on the seasons before it only:',
      expect.stringMatching(
        /^ {4}2020 +2 games {2}model 0\.\d{4} {2}market (0\.\d{4}) {2}blend \1 {2}blend − market \+0\.00000 {2}too little earlier history: the market alone$/,
      ),
      '    all       2 games  blend − market +0.00000 ± 0.00000 (one standard error of the paired per-game difference)',
    ]);
    // Then each season under nested walk-forward: the variant chosen for it and the seasons it was chosen on, beside
    // the market and the plain Elo.
    expect(lines[7]).toMatch(/^NFL nested walk-forward: each season predicted by the variant chosen on the seasons/);
    expect(lines[9]).toMatch(
      /^2019 +\d+ +0\.\d{4} +0\.\d{4} +0\.\d{4} +[+-]0\.\d{4} +[+-]0\.\d{4} {2}Elo formula \(nothing to score the menu on\), chosen on nothing \(no earlier season, or nothing else on the menu\)$/,
    );
    expect(lines[11]).toMatch(/^2019–20 +\d+ .* {2}pooled; below Elo in [0-2] of 2 seasons$/);
    // And the variant the same scheme chooses for the season after the data, on its seasons but the first.
    expect(lines[12]).toMatch(/^for the season after the data, 2021: .+, chosen on 2020$/);
  });
});

describe('in and out of sample', () => {
  const game = (season: number, pHome: number, homeWon: number) => ({
    season,
    pHome,
    homeWon,
    homeMoneyline: -110,
    awayMoneyline: -110,
  });
  it('keeps the seasons the constants were chosen on out of the pooled figure that counts', () => {
    expect(['2014', '2015', '2022', '2023'].map((s) => sampleOf('mlb', Number(s)))).toEqual([
      'untouched',
      'chosen',
      'chosen',
      'seen',
    ]);
    expect(sampleOf('nba', 2022)).toBe('seen');
    const pooled = pooledBySample('nhl', [game(2013, 0.9, 1), game(2018, 0.9, 0), game(2023, 0.6, 1)]);
    expect(pooled.chosen).toMatchObject({ seasons: [2018], games: 1 });
    expect(pooled.chosen!.brier).toBeCloseTo(0.81, 12);
    expect(pooled.outOfSample).toMatchObject({ seasons: [2013, 2023], games: 2 });
    expect(pooled.outOfSample!.brier).toBeCloseTo((0.01 + 0.16) / 2, 12);
    expect(pooled.outOfSample!.gap).toBeCloseTo((0.01 + 0.16) / 2 - 0.25, 12);
    expect(pooled.untouched).toMatchObject({ seasons: [2013], games: 1 });
  });
});
