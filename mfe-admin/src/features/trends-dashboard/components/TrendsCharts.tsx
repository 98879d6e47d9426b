// recharts is loaded only with this module (React.lazy), so the login and error states stay light.
import type { TeamTrendPerformance, TrendTypeStats } from '@vantage/contracts/staff';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { paletteColour } from '../model/summary';

/** Spec §9. */
const CHART_HEIGHT = 400;
const PIE_RADIUS = 120;
const PERCENT_AXIS = [0, 100] as const;

export function TrendSuccessChart({ trends }: { trends: TrendTypeStats[] }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={trends} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" interval={0} angle={-35} textAnchor="end" height={130} tick={{ fontSize: 11 }} />
        <YAxis domain={PERCENT_AXIS} />
        <Tooltip />
        <Legend verticalAlign="top" />
        <Bar dataKey="win_percentage" name="Win %" fill="#1677ff" />
        <Bar dataKey="avg_score" name="Avg Score" fill="#82CA9D" />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function TrendVolumeChart({ trends }: { trends: TrendTypeStats[] }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <PieChart>
        <Pie
          data={trends}
          dataKey="count"
          nameKey="name"
          outerRadius={PIE_RADIUS}
          label={({ name, value }) => `${name}: ${value}`}
          isAnimationActive={false}
        >
          {trends.map((trend, index) => (
            <Cell key={trend.name} fill={paletteColour(index)} />
          ))}
        </Pie>
        <Tooltip />
      </PieChart>
    </ResponsiveContainer>
  );
}

export function TeamPerformanceChart({ teams }: { teams: TeamTrendPerformance[] }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={teams} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="team" interval={0} angle={-45} textAnchor="end" height={130} tick={{ fontSize: 11 }} />
        <YAxis domain={PERCENT_AXIS} />
        <Tooltip />
        <Legend verticalAlign="top" />
        <Bar dataKey="win_percentage" name="Win %" fill="#1677ff" />
        <Bar dataKey="success_rate" name="Success Rate %" fill="#FF8042" />
      </BarChart>
    </ResponsiveContainer>
  );
}
