import type { TrendsData } from '@vantage/contracts/staff';
import { paletteColour, rateColour, summarise, teamsCsv } from './summary';

const data: TrendsData = {
  from: '2023-01-01',
  to: '2023-08-01',
  trends_by_type: [
    { name: 'Home favourite', count: 40, win_percentage: 61.2, avg_score: 63 },
    { name: 'Away underdog', count: 25, win_percentage: 44, avg_score: 38.5 },
  ],
  teams_performance: [
    { team: 'Oakland Athletics', win_percentage: 31.5, success_rate: 52, total_trends: 300 },
    { team: 'Team "A", =1', win_percentage: 50, success_rate: 49.9, total_trends: 12 },
  ],
  min_sample: 15,
  best_trend: { name: 'Home favourite', win_percentage: 61.2, sample: 40 },
};

describe('staff dashboard figures', () => {
  it("sums trends, shows the server's best trend and counts teams", () => {
    expect(summarise(data)).toEqual({ totalTrends: 65, bestTrend: data.best_trend, activeTeams: 2 });
    expect(summarise({ ...data, trends_by_type: [], teams_performance: [], best_trend: null })).toEqual({
      totalTrends: 0,
      bestTrend: null,
      activeTeams: 0,
    });
  });

  it('colours at the 50 threshold and cycles ten colours', () => {
    expect(rateColour(50)).toBe(rateColour(80));
    expect(rateColour(49.9)).not.toBe(rateColour(50));
    expect(paletteColour(10)).toBe(paletteColour(0));
    expect(paletteColour(9)).not.toBe(paletteColour(0));
  });

  it('exports the table as CSV sorted by win % with quoting', () => {
    expect(teamsCsv(data.teams_performance)).toBe(
      'Team,Win %,Success Rate,Total Trends\n"Team ""A"", =1",50,49.9,12\nOakland Athletics,31.5,52,300\n',
    );
  });
});
