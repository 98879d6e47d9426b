import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDir, loadParks, loadTeams, TeamDirectory } from './reference';
import { loadShippedPlayers } from './splits';
import { PlayerProjections } from './projections';
import { ParkLocator } from './schedule';
import { runBacktest } from './season-backtest';
import { parseArgs } from '../../data/backtest/command';
import { formatReport, jsonSummary } from './report';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const teams = new TeamDirectory(loadTeams());
const parks = new ParkLocator(loadParks());

describe('back-test', () => {
  const report = runBacktest({
    gameLogs: [fixture('GL2022.TXT'), fixture('GL2023.TXT')],
    season: 2022,
    teams,
    parks,
  });

  it('predicts only the asked season, from earlier data only', () => {
    expect(report.predictions).toHaveLength(30);
    expect(report.predictions.every((p) => p.date.startsWith('2022-'))).toBe(true);
    expect(report.fittedOn).toBeNull();
    expect(report.predictions[0]).toEqual({
      date: '2022-04-07',
      game_number: 0,
      home: expect.any(String),
      away: expect.any(String),
      p_home: expect.any(Number),
    });
  });

  it('compares with the market on the games it priced', () => {
    const withOdds = runBacktest({
      gameLogs: [fixture('GL2022.TXT'), fixture('GL2023.TXT')],
      season: 2023,
      oddsFiles: [fixture('scoresandodds_2023_opening.csv')],
      teams,
      parks,
    });
    const market = withOdds.comparisons[0];
    expect(market.name).toMatch(/market/);
    expect(market.games).toBeGreaterThan(15);
    const summary = jsonSummary(withOdds);
    expect(Object.keys(summary)).toEqual([
      'games',
      'accuracy',
      'brier',
      'log_loss',
      'market_brier',
      'elo_brier',
      'blend_brier',
      'blend',
      'sample',
      'constants',
    ]);
    expect(summary.elo_brier).toBeGreaterThan(0.2);
    expect(summary.elo_brier).toBeLessThan(0.3);
    expect(summary.sample).toBe('seen');
    expect(formatReport(withOdds, 1)).toMatch(
      /^season 2023 chose nothing but was watched while choosing: constants chosen on 2015–2022/m,
    );
    expect(summary.market_brier).toBeCloseTo(market.score.brier, 12);
    expect(formatReport(withOdds, 1)).toMatch(/market \(de-vigged moneyline\)/);
  });

  it('goes on without the market when an odds file cannot be read', () => {
    const report = runBacktest({
      gameLogs: [fixture('GL2022.TXT')],
      season: 2022,
      oddsFiles: ['a,b\n1,2\n'],
      teams,
      parks,
    });
    expect(report.comparisons).toEqual([]);
    // No earlier season: the model is the Elo formula, so the plain Elo scores what it scores.
    expect(report.fittedOn).toBeNull();
    expect(report.eloBrier).toBeCloseTo(report.model.brier, 12);
    expect(report.warnings).toEqual([
      'odds file 1 skipped: unknown odds file format (expected SBR h_ml_close/v_ml_close or ScoresAndOdds Home_ML/Away_ML columns)',
    ]);
  });

  it('runs from one folder laid out as ../shared/data/mlb/ through the common command, with the same figures', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mlb-backtest-'));
    try {
      fs.mkdirSync(path.join(folder, 'retrosheet'));
      fs.mkdirSync(path.join(folder, 'odds'));
      for (const log of ['GL2022.TXT', 'GL2023.TXT'])
        fs.copyFileSync(path.join(__dirname, 'fixtures', log), path.join(folder, 'retrosheet', log));
      fs.copyFileSync(
        path.join(__dirname, 'fixtures', 'scoresandodds_2023_opening.csv'),
        path.join(folder, 'odds', 'scoresandodds_2023_opening.csv'),
      );
      const root = path.resolve(__dirname, '../../..');
      const out = execFileSync(
        path.join(root, '../node_modules/.bin/tsx'),
        [
          'src/data/backtest/cli.ts',
          '--sport',
          'mlb',
          '--data',
          folder,
          '--season',
          '2023',
          '--market',
          'moneyline',
          '--json',
        ],
        { cwd: root, encoding: 'utf8' },
      );
      // The command runs the constants chosen on the seasons before (nested walk-forward) and says which.
      const { choices, ...figures } = JSON.parse(out.trim());
      expect(choices).toMatchObject({ season: 2023, constants: expect.any(Object) });
      const direct = runBacktest({
        gameLogs: [fixture('GL2022.TXT'), fixture('GL2023.TXT')],
        season: 2023,
        oddsFiles: [fixture('scoresandodds_2023_opening.csv')],
        fiveThirtyEightFiles: [],
        teams,
        parks,
        options: { players: new PlayerProjections(loadShippedPlayers(dataDir())), ...choices.constants },
      });
      expect(figures).toEqual(jsonSummary(direct));
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reads one command line for every league', () => {
    expect(
      parseArgs(['--sport', 'mlb', '--data', 'd', '--season', '2024', '--predictions', 'out.csv', '--json']),
    ).toEqual({
      sport: 'mlb',
      data: 'd',
      season: 2024,
      market: 'moneyline',
      predictions: 'out.csv',
      json: true,
      pooled: false,
    });
    expect(parseArgs(['--sport', 'nhl', '--data', 'd', '--pooled'])).toMatchObject({ sport: 'nhl', pooled: true });
    expect(() => parseArgs(['--sport', 'nba', '--season', '2023'])).toThrow(/usage: backtest --sport/);
    expect(() => parseArgs(['--sport', 'mlb', '--data', 'x', '--season', '2024', '--bogus'])).toThrow(
      /unknown argument/,
    );
    expect(parseArgs(['--sport', 'nfl', '--data', 'd', '--season', '2021', '--market', 'spread']).market).toBe(
      'spread',
    );
    expect(parseArgs(['--sport', 'nba', '--data', 'd', '--season', '2021', '--market', 'total']).market).toBe('total');
    expect(() => parseArgs(['--sport', 'mlb', '--data', 'x', '--season', '2024', '--market', 'runs'])).toThrow(
      /unknown market "runs" \(one of moneyline, spread, total\)/,
    );
    expect(parseArgs(['--sport', 'nfl', '--data', 'x', '--pooled', '--market', 'total'])).toMatchObject({
      pooled: true,
      market: 'total',
    });
    expect(() => parseArgs(['--sport', 'mlb', '--gamelogs', 'x', '--season', '2024'])).toThrow(
      /unknown argument --gamelogs/,
    );
  });
});
