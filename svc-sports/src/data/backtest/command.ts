import { MARKETS, type Market } from '../../leagues/league';
import type { BacktestReport } from '../../leagues/mlb/season-backtest';
import { chosenWords, sampleOf, seasonSampleLine, type Sample } from './samples';
import { blendLine, blendSummary } from './blend-score';

export interface CliArgs {
  /** Any league of the registry (src/leagues/registry.ts). */
  sport: string;
  /** A folder laid out as ../shared/data/<league>/. */
  data: string;
  season: number;
  /** The market scored: the moneyline (default), the spread (cover) or the total (over). */
  market: Market;
  predictions: string | null;
  json: boolean;
  /** Every season of the data at once: the pooled gap to the market in and out of sample. */
  pooled: boolean;
}

const USAGE =
  'usage: backtest --sport mlb|nba|nfl|nhl --data DIR (--season YYYY [--predictions OUT.csv] [--json] | --pooled) [--market moneyline|spread|total]';

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = {
    sport: '',
    data: '',
    season: NaN,
    market: 'moneyline',
    predictions: null,
    json: false,
    pooled: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
      return v;
    };
    if (flag === '--sport') args.sport = value();
    else if (flag === '--data') args.data = value();
    else if (flag === '--season') args.season = Number(value());
    else if (flag === '--market') {
      const market = value();
      if (!(MARKETS as readonly string[]).includes(market))
        throw new Error(`unknown market "${market}" (one of ${MARKETS.join(', ')})\n${USAGE}`);
      args.market = market as Market;
    } else if (flag === '--predictions') args.predictions = value();
    else if (flag === '--json') args.json = true;
    else if (flag === '--pooled') args.pooled = true;
    else throw new Error(`unknown argument ${flag}\n${USAGE}`);
  }
  if (!args.sport || !args.data || (!args.pooled && !Number.isInteger(args.season))) throw new Error(USAGE);
  return args;
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const f4 = (x: number) => x.toFixed(4);

export function formatReport(report: BacktestReport, seconds: number): string {
  const lines: string[] = [];
  lines.push(`Vantage walk-forward back-test, season ${report.season}`);
  lines.push(seasonSampleLine('mlb', report.season));
  lines.push(
    `probability model fitted on: ${report.fittedOn ? report.fittedOn.join(', ') : 'none (Elo only: no earlier season)'}`,
  );
  lines.push('');
  lines.push(
    `${'forecaster'.padEnd(34)}${'games'.padStart(7)}${'accuracy'.padStart(10)}${'Brier'.padStart(9)}${'log loss'.padStart(10)}`,
  );
  const row = (name: string, s: { games: number; accuracy: number; brier: number; logLoss: number }) =>
    lines.push(
      `${name.padEnd(34)}${String(s.games).padStart(7)}${pct(s.accuracy).padStart(10)}${f4(s.brier).padStart(9)}${f4(s.logLoss).padStart(10)}`,
    );
  row('Vantage model', report.model);
  row(`always home (p = ${report.alwaysHome.rate.toFixed(3)})`, report.alwaysHome);
  for (const c of report.comparisons) {
    lines.push('');
    lines.push(`on the ${c.games} games ${c.name} priced:`);
    row(`  ${c.name}`, c.score);
    row('  Vantage model', c.model);
    lines.push(
      `  Brier difference (model - ${c.name.split(' ')[0]}): ${(c.model.brier - c.score.brier >= 0 ? '+' : '') + f4(c.model.brier - c.score.brier)}`,
    );
  }
  if (report.blend)
    lines.push('', `on the ${report.blend.games} games the market priced:`, `  ${blendLine(report.blend)}`);
  lines.push('');
  lines.push(`plain Elo (the model's Elo ratings alone) on the same games as the market: Brier ${f4(report.eloBrier)}`);
  lines.push('');
  lines.push('calibration (forecasts grouped by tenths of the home win probability):');
  lines.push(
    `${'range'.padEnd(16)}${'games'.padStart(7)}${'predicted'.padStart(11)}${'observed'.padStart(10)}${'gap'.padStart(8)}`,
  );
  for (const b of report.calibration) {
    const gap = 100 * (b.observed - b.predicted);
    lines.push(
      `${`${b.from.toFixed(3)}-${b.to.toFixed(3)}`.padEnd(16)}${String(b.games).padStart(7)}${pct(b.predicted).padStart(11)}${pct(b.observed).padStart(10)}${`${gap >= 0 ? '+' : ''}${gap.toFixed(1)}`.padStart(8)}`,
    );
  }
  lines.push('');
  lines.push(`games predicted: ${report.predictions.length} (${report.model.games} decided), ${seconds.toFixed(1)} s`);
  return lines.join('\n');
}

/** The one-line JSON the --json flag prints. */
export function jsonSummary(report: BacktestReport): {
  games: number;
  accuracy: number;
  brier: number;
  log_loss: number;
  market_brier: number | null;
  elo_brier: number;
  blend_brier: number | null;
  blend: ReturnType<typeof blendSummary>['blend'];
  sample: Sample;
  constants: string;
} {
  const market = report.comparisons.find((c) => c.name.startsWith('market'));
  return {
    games: report.model.games,
    accuracy: report.model.accuracy,
    brier: report.model.brier,
    log_loss: report.model.logLoss,
    market_brier: market ? market.score.brier : null,
    elo_brier: report.eloBrier,
    ...blendSummary(report.blend),
    sample: sampleOf('mlb', report.season),
    constants: chosenWords('mlb'),
  };
}
