/**
 * The figures of the README's "Players" table from one walk-forward over raw game logs (the back-test CLI scores
 * one season per run):
 *   npx tsx scripts/pooled-gap.ts [--source ../../shared/data/mlb] [--splits DIR] [--save OUT.csv] [--compare BASE.csv]
 * Prints the pooled 2015–2022 Brier gap to the de-vigged market on the games it priced, the same over each
 * season's first 30 days (from its first game), and 2023's Brier and log loss over every decided game.
 * `--save` writes every game's probability; `--compare` reads such a file and prints the paired difference of the
 * squared errors with its standard error, so an attempt can be told from noise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseCsvRecords, toCsv } from '../src/data/csv';
import { sortGames } from '../src/leagues/mlb/dataset';
import type { Game } from '../src/data/games';
import { attachOdds, gameFromLog } from '../src/leagues/mlb/game-log';
import { devigHome } from '@vantage/contracts/bet-rules';
import { parseOddsFile } from '../src/leagues/mlb/odds';
import { dataDir, loadParks, loadTeams, TeamDirectory } from '../src/leagues/mlb/reference';
import { parseGameLog } from '../src/leagues/mlb/retrosheet';
import { loadRetrosplits, loadShippedPlayers } from '../src/leagues/mlb/splits';
import { scoreForecasts } from '../src/model/metrics';
import { PlayerProjections } from '../src/leagues/mlb/projections';
import { ParkLocator } from '../src/leagues/mlb/schedule';
import { walkForward } from '../src/leagues/mlb/walk-forward';

const POOLED = [2015, 2022];
const REPORTED = 2023;
const EARLY_DAYS = 30;

function flag(name: string): string | null {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : null;
}

function outcome(g: Game): number | null {
  const r = g.result;
  return !r || r.homeScore === r.awayScore ? null : Number(r.homeScore > r.awayScore);
}

function main(): void {
  const started = Date.now();
  const source = path.resolve(flag('--source') ?? path.resolve(__dirname, '../../../shared/data/mlb'));
  const teams = new TeamDirectory(loadTeams());
  const logDir = path.join(source, 'retrosheet');
  const games = sortGames(
    fs
      .readdirSync(logDir)
      .filter((f) => /^GL\d{4}\.TXT$/i.test(f))
      .sort()
      .flatMap((f) => parseGameLog(fs.readFileSync(path.join(logDir, f), 'utf8')))
      .map((e) => gameFromLog(e, teams)),
  );
  // The shipped dataset's order: SBR's closing lines first, ScoresAndOdds fills the rest.
  for (const file of [
    'odds/sbr_mlb_odds_2010_2019_cswaters.csv',
    'odds/sbr_mlb_odds_2018_2021_with_pitchers.csv',
    'odds/scoresandodds_2018_2023.csv',
  ])
    attachOdds(games, parseOddsFile(fs.readFileSync(path.join(source, file), 'utf8')), teams);
  const splits = flag('--splits');
  const predicted = walkForward(games, teams, new ParkLocator(loadParks()), {
    fitFrom: POOLED[0],
    players: new PlayerProjections(splits ? loadRetrosplits(splits) : loadShippedPlayers(dataDir())),
  });

  const firstDay = new Map<number, string>();
  for (const p of predicted) if (!firstDay.has(p.game.season)) firstDay.set(p.game.season, p.game.date);
  const early = (g: Game) => Date.parse(g.date) - Date.parse(firstDay.get(g.season)!) < EARLY_DAYS * 86_400_000;
  const decided = predicted.filter((p) => outcome(p.game) !== null);
  const gap = (rows: typeof decided) => {
    const y = rows.map((p) => outcome(p.game)!);
    const model = scoreForecasts(
      rows.map((p) => p.pHome),
      y,
    );
    const market = scoreForecasts(
      rows.map((p) => devigHome(p.game.odds!.homeMoneyline, p.game.odds!.awayMoneyline)),
      y,
    );
    return { games: rows.length, gap: model.brier - market.brier };
  };
  const pooled = decided.filter((p) => p.game.odds && p.game.season >= POOLED[0] && p.game.season <= POOLED[1]);
  const reported = decided.filter((p) => p.game.season === REPORTED);
  const season = scoreForecasts(
    reported.map((p) => p.pHome),
    reported.map((p) => outcome(p.game)!),
  );
  const f5 = (x: number) => x.toFixed(5);
  const all = gap(pooled);
  const first = gap(pooled.filter((p) => early(p.game)));
  const reportedGap = gap(reported.filter((p) => p.game.odds));
  console.log(`pooled ${POOLED.join('–')} gap ${f5(all.gap)} on ${all.games} games`);
  console.log(`first ${EARLY_DAYS} days gap ${f5(first.gap)} on ${first.games} games`);
  console.log(
    `${REPORTED}: Brier ${season.brier.toFixed(4)}, log loss ${season.logLoss.toFixed(4)} on ${season.games} games; gap ${f5(reportedGap.gap)} on ${reportedGap.games}`,
  );

  const save = flag('--save');
  if (save)
    fs.writeFileSync(
      save,
      toCsv(
        ['id', 'p_home'],
        predicted.map((p) => [p.game.id, p.pHome.toFixed(8)]),
      ),
    );
  const compare = flag('--compare');
  if (compare) {
    const base = new Map(parseCsvRecords(fs.readFileSync(compare, 'utf8')).map((r) => [r.id, Number(r.p_home)]));
    // Paired: each game's squared error now minus before; its mean is the change of the Brier score.
    const change = (rows: typeof decided) => {
      const d = rows.map((p) => (p.pHome - outcome(p.game)!) ** 2 - (base.get(p.game.id)! - outcome(p.game)!) ** 2);
      const mean = d.reduce((s, x) => s + x, 0) / d.length;
      const sd = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / (d.length - 1));
      return { mean, se: sd / Math.sqrt(d.length) };
    };
    const f6 = (x: number) => x.toFixed(6);
    for (const [name, rows] of [
      ['pooled', pooled],
      ['first days', pooled.filter((p) => early(p.game))],
      [String(REPORTED), reported],
    ] as const) {
      const { mean, se } = change(rows);
      console.log(`${name}: Brier change ${f6(mean)} ± ${f6(se)} (one standard error)`);
    }
    // One season (the 60 games of 2020) can carry a pooled change by itself.
    const seasons = [...new Set(pooled.map((p) => p.game.season))];
    console.log(
      `by season: ${seasons.map((s) => `${s} ${f6(change(pooled.filter((p) => p.game.season === s)).mean)}`).join(', ')}`,
    );
  }
  console.error(`${((Date.now() - started) / 1000).toFixed(0)} s`);
}

main();
