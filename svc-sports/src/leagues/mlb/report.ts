import { blendLine, blendSummary } from '../../data/backtest/blend-score';
import { chosenWords, sampleOf, seasonSampleLine, type Sample } from '../../data/backtest/samples';
import type { BacktestReport } from './season-backtest';

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
