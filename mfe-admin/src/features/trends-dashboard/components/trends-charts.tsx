// recharts is loaded only with this module (React.lazy), so the login and error states stay light.
import type { TeamTrendPerformance, TrendTypeStats } from '@vantage/contracts/staff';
import { tokenVar } from '@vantage/client/theme';
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
  type PieLabelRenderProps,
} from 'recharts';
import { useMinWidth } from '@vantage/client/use-min-width';
import { paletteColour } from '../model/summary';

/** product rules §9. */
const CHART_HEIGHT = 400;
const PIE_RADIUS = 120;
const PERCENT_AXIS = [0, 100] as const;
/** antd's sm width: below it, a phone held upright. */
const PHONE_MAX = 576;
/** On a phone the bars lie down, one row per name, so the names are read across instead of crammed. */
const ROW_HEIGHT = 40;
const NAME_COLUMN = 132;
const TICK = { fontSize: 11 };
/** Labels and legend in the theme's text colour: a pale slice colour is unreadable on white. */
const TEXT_STYLE = { fill: tokenVar('colorText'), color: tokenVar('colorText') };
const legendText = (value: string) => <span style={TEXT_STYLE}>{value}</span>;

function PercentBars({
  data,
  nameKey,
  bars,
  angle,
}: {
  data: object[];
  nameKey: string;
  bars: { dataKey: string; name: string; fill: string }[];
  angle: number;
}) {
  const narrow = !useMinWidth(PHONE_MAX);
  const drawn = bars.map((bar) => <Bar key={bar.dataKey} {...bar} />);
  if (narrow) {
    return (
      <ResponsiveContainer width="100%" height={Math.max(CHART_HEIGHT, data.length * ROW_HEIGHT + 60)}>
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" domain={PERCENT_AXIS} tick={TICK} />
          <YAxis type="category" dataKey={nameKey} width={NAME_COLUMN} interval={0} tick={TICK} />
          <Tooltip />
          <Legend verticalAlign="top" formatter={legendText} />
          {drawn}
        </BarChart>
      </ResponsiveContainer>
    );
  }
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey={nameKey} interval={0} angle={angle} textAnchor="end" height={130} tick={TICK} />
        <YAxis domain={PERCENT_AXIS} />
        <Tooltip />
        <Legend verticalAlign="top" formatter={legendText} />
        {drawn}
      </BarChart>
    </ResponsiveContainer>
  );
}

export function TrendSuccessChart({ trends }: { trends: TrendTypeStats[] }) {
  return (
    <PercentBars
      data={trends}
      nameKey="name"
      angle={-35}
      bars={[
        { dataKey: 'avg_score', name: 'Record when shown', fill: '#82CA9D' },
        { dataKey: 'win_percentage', name: 'Won after shown', fill: '#1677ff' },
      ]}
    />
  );
}

function SliceLabel({ name, value, x, y, textAnchor }: PieLabelRenderProps) {
  return (
    <text x={x} y={y} textAnchor={textAnchor} dominantBaseline="central" fontSize={12} style={TEXT_STYLE}>
      {`${name}: ${value}`}
    </text>
  );
}

export function TrendVolumeChart({ trends }: { trends: TrendTypeStats[] }) {
  // A phone has no room around the pie for its labels: a legend below names the slices instead.
  const narrow = !useMinWidth(PHONE_MAX);
  return (
    <ResponsiveContainer width="100%" height={narrow ? CHART_HEIGHT + 24 * Math.ceil(trends.length / 2) : CHART_HEIGHT}>
      <PieChart>
        <Pie
          data={trends}
          dataKey="count"
          nameKey="name"
          outerRadius={narrow ? '80%' : PIE_RADIUS}
          label={narrow ? false : SliceLabel}
          isAnimationActive={false}
        >
          {trends.map((trend, index) => (
            <Cell key={trend.name} fill={paletteColour(index)} />
          ))}
        </Pie>
        <Tooltip />
        {narrow && <Legend verticalAlign="bottom" formatter={legendText} />}
      </PieChart>
    </ResponsiveContainer>
  );
}

export function TeamPerformanceChart({ teams }: { teams: TeamTrendPerformance[] }) {
  return (
    <PercentBars
      data={teams}
      nameKey="team"
      angle={-45}
      bars={[
        { dataKey: 'win_percentage', name: 'Win %', fill: '#1677ff' },
        { dataKey: 'success_rate', name: 'Success Rate %', fill: '#FF8042' },
      ]}
    />
  );
}
