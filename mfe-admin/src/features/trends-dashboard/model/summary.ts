import type { TeamTrendPerformance, TrendsData } from '@vantage/contracts/staff';
import { paletteVar } from '@vantage/client/theme';

/** product rules §9: green at 50 percent or above, red below. */
export const SUCCESS_THRESHOLD = 50;
/** product rules §9: ten colours, cycled by index. */
export const PALETTE = [
  '#0088FE',
  '#00C49F',
  '#FFBB28',
  '#FF8042',
  '#8884D8',
  '#82CA9D',
  '#FFC658',
  '#FF7C7C',
  '#8DD1E1',
  '#D084D0',
];

export const paletteColour = (index: number) => PALETTE[index % PALETTE.length];
export const rateColour = (value: number) => paletteVar(value >= SUCCESS_THRESHOLD ? 'green' : 'red', 7);

/** The summary cards: the best trend is the server's (ranked only on trends that fired min_sample times). */
export function summarise(data: TrendsData) {
  return {
    totalTrends: data.trends_by_type.reduce((sum, trend) => sum + trend.count, 0),
    bestTrend: data.best_trend,
    activeTeams: data.teams_performance.length,
  };
}

/** A season fires ~100 trend types: the charts show the most frequent ones to stay readable. */
export const CHARTED_TRENDS = 12;

export function mostFrequentTrends(trends: TrendsData['trends_by_type']): TrendsData['trends_by_type'] {
  return [...trends].sort((a, b) => b.count - a.count).slice(0, CHARTED_TRENDS);
}

export function teamsByWinPercentage(teams: TeamTrendPerformance[]): TeamTrendPerformance[] {
  return [...teams].sort((a, b) => b.win_percentage - a.win_percentage);
}

function csvCell(value: string | number): string {
  let text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet.
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The 'Detailed Team Statistics' table as CSV, in the table's order. */
export function teamsCsv(teams: TeamTrendPerformance[]): string {
  const rows = teamsByWinPercentage(teams).map((t) => [t.team, t.win_percentage, t.success_rate, t.total_trends]);
  return (
    [['Team', 'Win %', 'Success Rate', 'Total Trends'], ...rows].map((row) => row.map(csvCell).join(',')).join('\n') +
    '\n'
  );
}
